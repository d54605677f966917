// npm run bench:load: the whole site under load. Serves the built site (npm
// start's server, in its own process) on a free loopback port and runs
// autocannon for a bounded time with 64 connections over a mix of pages,
// assets and content API calls. Target (issue 7): no errors, p99 ≤ 50 ms.
//   npm run bench:load -- --duration 10 --connections 32
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { BUILD_CLIENT_DIR } from "../server/main";
import { parseOptions } from "./bench-api";
import { staleBuildReason } from "./build-freshness";
import { freePort } from "./free-port";
import { runCommand } from "./run-command";

const root = path.resolve(import.meta.dirname, "..");
export const LOAD_TARGET = { p99: 50 } as const;

/** What each connection requests in turn: the main pages, their CSS, and the API calls pages make. */
function requestMix(): autocannon.Request[] {
  const css = readdirSync(path.join(BUILD_CLIENT_DIR, "assets")).find((name) => name.endsWith(".css"));
  const pages = ["/", "/experiences", "/solutions", "/insights", "/inspirations", "/contact", "/privacy"];
  return [
    ...pages.map((page): autocannon.Request => ({ method: "GET", path: page })),
    ...(css ? [{ method: "GET" as const, path: `/assets/${css}` }] : []),
    { method: "GET", path: "/api/sheets?api=inspirations" },
    { method: "GET", path: "/api/sheets?api=experiences" },
    { method: "GET", path: "/api/sheets?api=solutions" },
    { method: "POST", path: "/functions/v1/fetch-case-studies", headers: { "content-type": "application/json" } },
    { method: "GET", path: "/no-such-page" },
  ];
}

function startSite(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start within 30 s")), 30_000);
    child.once("exit", (code) => reject(new Error(`the server exited early (code ${code})`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.includes("Site ready")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
  });
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2).length ? process.argv.slice(2) : ["--duration", "30", "--connections", "64"]);
  const reason = staleBuildReason(root, BUILD_CLIENT_DIR);
  if (reason) {
    console.log(`▶ Building the site (${reason})…`);
    if ((await runCommand("npm", ["run", "build", "--silent"])) !== 0) process.exit(1);
  }
  const port = await freePort();
  const server = await startSite(port);
  try {
    const requests = requestMix();
    console.log(`▶ ${options.connections} connections for ${options.durationSeconds} s over ${requests.length} kinds of request on http://127.0.0.1:${port}`);
    // The not-found page answers 404 on purpose; every other answer must be 2xx.
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: options.connections,
      duration: options.durationSeconds,
      requests,
    });
    const expected404 = result.requests.total / requests.length;
    const unexpected = Math.max(0, result.non2xx - Math.ceil(expected404) - options.connections);
    console.log(`
  requests/s   ${Math.round(result.requests.average).toLocaleString("en-US")}
  p50          ${result.latency.p50} ms
  p99          ${result.latency.p99} ms
  requests     ${result.requests.total.toLocaleString("en-US")}
  errors       ${result.errors + result.timeouts} (connection errors and time-outs)
  non-2xx      ${result.non2xx} (of which about ${Math.round(expected404)} are the intended 404 page)
`);
    const met = result.errors + result.timeouts === 0 && unexpected === 0 && result.latency.p99 <= LOAD_TARGET.p99;
    console.log(`Target: no errors and p99 ≤ ${LOAD_TARGET.p99} ms: ${met ? "met" : "NOT met"}.`);
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:load failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
