// npm run bench:api: the content API under load. Starts the API (local CSV
// source, from memory) in its own process on a free loopback port, runs
// autocannon against each call for a bounded time, and prints requests/s and
// p50/p99 latency. The target for ?api=inspirations on a 2-core machine:
// at least 5,000 requests/s with p99 at most 20 ms.
//   npm run bench:api -- --duration 5 --connections 16
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { freePort } from "./free-port";

export type Call = { name: string; path: string; method: "GET" | "POST" };
export type CallResult = {
  call: Call;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
};

export const CALLS: readonly Call[] = [
  { name: "inspirations", path: "/api/sheets?api=inspirations", method: "GET" },
  { name: "experiences", path: "/api/sheets?api=experiences", method: "GET" },
  { name: "solutions", path: "/api/sheets?api=solutions", method: "GET" },
  { name: "case studies", path: "/functions/v1/fetch-case-studies", method: "POST" },
];

export const TARGET = { call: "inspirations", requestsPerSecond: 5000, p99: 20 } as const;

export type Options = { durationSeconds: number; connections: number; warmupSeconds: number };

export function parseOptions(argv: readonly string[]): Options {
  const value = (flag: string, fallback: number, min: number, max: number) => {
    const index = argv.indexOf(flag);
    if (index === -1) return fallback;
    const number = Number(argv[index + 1]);
    if (!Number.isInteger(number) || number < min || number > max) {
      throw new Error(
        `${flag} must be a whole number from ${min} to ${max}, got ${JSON.stringify(argv[index + 1] ?? "")}`,
      );
    }
    return number;
  };
  return {
    durationSeconds: value("--duration", 10, 1, 120),
    connections: value("--connections", 10, 1, 512),
    warmupSeconds: value("--warmup", 1, 0, 30),
  };
}

/** Whether the target is met for ?api=inspirations; undefined when it was not measured. */
export function targetMet(results: readonly CallResult[]): boolean | undefined {
  const result = results.find((r) => r.call.name === TARGET.call);
  if (!result) return undefined;
  return result.errors === 0 && result.requestsPerSecond >= TARGET.requestsPerSecond && result.p99 <= TARGET.p99;
}

export function formatTable(results: readonly CallResult[]): string {
  const rows = [
    ["call", "requests/s", "p50 ms", "p99 ms", "requests", "errors"],
    ...results.map((r) => [
      `${r.call.method} ${r.call.path}`,
      Math.round(r.requestsPerSecond).toLocaleString("en-US"),
      String(r.p50),
      String(r.p99),
      r.requests.toLocaleString("en-US"),
      String(r.errors),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("   "),
    )
    .join("\n");
}

async function measure(baseUrl: string, call: Call, options: Options, durationSeconds: number): Promise<CallResult> {
  const result = await autocannon({
    url: baseUrl + call.path,
    method: call.method,
    headers: call.method === "POST" ? { "content-type": "application/json" } : {},
    connections: options.connections,
    duration: durationSeconds,
  });
  return {
    call,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The API alone (local CSV source, security headers, no site files), as `npm start` serves it. */
async function serve(port: number): Promise<void> {
  const { serve: listen } = await import("@hono/node-server");
  const { createApp } = await import("../server/app");
  const { LocalCsvSource } = await import("../server/content/local-source");
  const { DEFAULT_CONTENT_DIR } = await import("../server/content/create-source");
  const { StaticFiles } = await import("../server/static-files");
  const files = new StaticFiles(mkdtempSync(path.join(tmpdir(), "bench-empty-")));
  const app = createApp({ files, content: new LocalCsvSource(DEFAULT_CONTENT_DIR) });
  listen({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => console.log(`ready ${port}`));
}

function startServerProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--serve", String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the API server did not start within 20 s")), 20_000);
    child.once("exit", (code) => reject(new Error(`the API server exited early (code ${code})`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith("ready")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
  });
}

async function main(): Promise<void> {
  if (process.argv[2] === "--serve") return serve(Number(process.argv[3]));
  const options = parseOptions(process.argv.slice(2));
  const port = await freePort();
  const server = await startServerProcess(port);
  const stop = () => server.kill();
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(
    `Content API benchmark: ${options.connections} connections, ${options.durationSeconds} s per call (after ${options.warmupSeconds} s warm-up), ${baseUrl}\n`,
  );
  const results: CallResult[] = [];
  try {
    for (const call of CALLS) {
      process.stdout.write(`  ${call.method} ${call.path} …`);
      if (options.warmupSeconds > 0) await measure(baseUrl, call, options, options.warmupSeconds);
      const result = await measure(baseUrl, call, options, options.durationSeconds);
      results.push(result);
      process.stdout.write(` ${Math.round(result.requestsPerSecond).toLocaleString("en-US")} req/s\n`);
    }
  } finally {
    stop();
  }
  console.log(`\n${formatTable(results)}\n`);
  const met = targetMet(results);
  console.log(
    `Target for ?api=inspirations: ≥ ${TARGET.requestsPerSecond.toLocaleString("en-US")} requests/s and p99 ≤ ${TARGET.p99} ms, no errors: ${met ? "met" : "NOT met"}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
