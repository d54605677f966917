// Starts and stops workerd (the open-source Workers runtime, npm package
// workerd) on a built configuration: used by npm run start:edge, the edge
// browser tests, the edge tests and bench:load --target edge.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const WORKERD_BIN = path.join(root, "node_modules/.bin/workerd");

export type RunningWorkerd = {
  url: string;
  child: ChildProcess;
  /** Stops workerd (SIGTERM, then SIGKILL after 5 s) and resolves when it has exited. */
  close(): Promise<void>;
};

export type WorkerdOptions = {
  configFile: string;
  host: string;
  port: number;
  /** Worker variables (server/edge/workerd-config.ts WORKER_VARIABLES) and anything else workerd should see. */
  env?: NodeJS.ProcessEnv;
  /** Where workerd's own output goes; default this process's. */
  stdio?: "inherit" | "ignore" | "pipe";
  /** How long to wait for the first answer. */
  timeoutMs?: number;
  /** Addresses of further sockets of the config (name -> host:port). */
  sockets?: Record<string, string>;
};

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Runs `workerd serve` and resolves once it answers HTTP on host:port. */
export async function startWorkerd(options: WorkerdOptions): Promise<RunningWorkerd> {
  const address = `${options.host}:${options.port}`;
  const extraSockets = Object.entries(options.sockets ?? {}).flatMap(([name, at]) => [
    "--socket-addr",
    `${name}=${at}`,
  ]);
  const child = spawn(WORKERD_BIN, ["serve", options.configFile, "--socket-addr", `http=${address}`, ...extraSockets], {
    env: { ...process.env, ...options.env },
    stdio: ["ignore", options.stdio ?? "inherit", options.stdio ?? "inherit"],
  });
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = code ?? (signal ? 1 : 0);
      resolve();
    });
    child.once("error", () => {
      exited = 1;
      resolve();
    });
  });
  const shownHost =
    options.host === "127.0.0.1" || options.host === "0.0.0.0" || options.host === "::" ? "localhost" : options.host;
  const url = `http://${shownHost}:${options.port}`;
  const probe = `http://${options.host === "0.0.0.0" || options.host === "::" ? "127.0.0.1" : options.host}:${options.port}/`;
  const close = async () => {
    if (exited === undefined) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exit;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  // Waits for the condition (an answer, or workerd gone), polling, never for a fixed time.
  while (!(await answers(probe))) {
    if (exited !== undefined) throw new Error(`workerd exited (code ${exited}) before it answered on ${address}`);
    if (Date.now() > deadline) {
      await close();
      throw new Error(`workerd did not answer on ${address} within ${options.timeoutMs ?? 30_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, close };
}
