// npm run start:edge: the edge build of the site under workerd, the open-source
// Workers runtime, on http://localhost:8787 (PORT and HOST override), with the
// CSV content bundled at build unless .env chooses another source. Builds first
// when the build is missing or older than its sources. Ctrl+C stops it.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EnvError, readServerEnv } from "../model/security/env";
import { workerdConfig } from "../server/edge/workerd-config";
import { BUILD_CLIENT_DIR } from "../server/main";
import { staleBuildReason } from "./build-freshness";
import { COMPATIBILITY_DATE, EDGE_DIR, staleEdgeReason } from "./build-edge";
import { runCommand } from "./run-command";
import { startWorkerd } from "./workerd-process";

const root = path.resolve(import.meta.dirname, "..");
export const DEFAULT_EDGE_PORT = 8787;

function isLoopback(url: string | undefined): boolean {
  if (!url) return false;
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || host.startsWith("127.");
}

async function main(): Promise<void> {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  let env;
  try {
    env = readServerEnv({ ...process.env, PORT: process.env.PORT || String(DEFAULT_EDGE_PORT) });
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const reason = staleBuildReason(root, BUILD_CLIENT_DIR);
  const edgeReason = reason ? undefined : staleEdgeReason();
  if (reason || edgeReason) {
    console.log(reason ? `Building the site (${reason})…` : `Making the edge build (${edgeReason})…`);
    const code = reason
      ? await runCommand("npm", ["run", "build", "--silent"])
      : await runCommand(process.execPath, ["--import", "tsx", path.join(root, "scripts/build-edge.ts")]);
    if (code !== 0) {
      console.error("The build failed; see the messages above.");
      process.exit(code);
    }
  }

  let configFile = path.join(EDGE_DIR, "workerd.capnp");
  // A sheet served on this machine (trying the Apps Script locally): let the Worker reach loopback.
  if (env.CONTENT_SOURCE === "remote-sheet" && isLoopback(env.SHEETS_URL)) {
    configFile = path.join(EDGE_DIR, "workerd-loopback.capnp");
    writeFileSync(
      configFile,
      workerdConfig({ clientDir: BUILD_CLIENT_DIR, compatibilityDate: COMPATIBILITY_DATE, allowLocalNetwork: true }),
    );
  }

  let workerd;
  try {
    workerd = await startWorkerd({ configFile, host: env.HOST, port: env.PORT });
  } catch (error) {
    console.error(`Could not start workerd: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`Is port ${env.PORT} free? Choose another with PORT=${env.PORT + 1} npm run start:edge`);
    process.exit(1);
  }
  const source = env.CONTENT_SOURCE === "remote-sheet" ? "the Google Sheet web app" : "the CSV files bundled at build";
  console.log(
    `\n  Site ready at ${workerd.url} (workerd, the Workers runtime; content from ${source})\n  Press Ctrl+C to stop.\n`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await workerd.close();
    console.log("  Stopped.");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
  workerd.child.once("exit", (code) => {
    if (stopping) return;
    console.error(`workerd stopped unexpectedly (code ${code}).`);
    process.exit(code || 1);
  });
}

void main();
