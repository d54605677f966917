// npm run bench:load: the whole site under load. Serves the built site (npm
// start's server, in its own process, or with --target edge the edge build
// under workerd, as npm run start:edge does) on a free loopback port and runs
// autocannon for a bounded time with 64 connections over a mix of pages,
// assets and content API calls (target: no errors, p99 ≤ 50 ms), then over the
// pages alone at their addresses (Node renders them from the live content and
// answers from its render cache; the Worker, while its content is the build's,
// answers with the build's files, decision 038), over filtered pages (rendered,
// from the render cache, on both) and over the pages' pre-rendered files, each
// as long: pages and filtered pages must answer at least half the requests/s of
// the static files (docs/design.md "Budgets").
// Each run's figures are kept in bench/load-results.json, and the closing note
// compares the two targets (--target both measures one after the other).
//   npm run bench:load -- --duration 10 --connections 32
//   npm run bench:load -- --target edge
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { BUILD_CLIENT_DIR } from "../server/main";
import { parseOptions } from "./bench-api";
import { staleBuildReason } from "./build-freshness";
import { EDGE_DIR, staleEdgeReason } from "./build-edge";
import { freePort } from "./free-port";
import { runCommand } from "./run-command";
import { startWorkerd } from "./workerd-process";

const root = path.resolve(import.meta.dirname, "..");
export const LOAD_TARGET = { p99: 50 } as const;

const PAGES = ["/", "/experiences", "/solutions", "/insights", "/inspirations", "/contact", "/privacy"];
// As a browser asks: the server sends each page and file compressed.
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };
const pageRequests = (): autocannon.Request[] => PAGES.map((page) => ({ method: "GET", path: page }));

/** Pages a filter's GET form asks for: no file holds them, so every target renders them (and keeps them). */
const FILTERED_PAGES = [
  "/insights?language=English",
  "/insights?language=Indonesian",
  "/insights?topics=UX+Research&applied=1",
];
const filteredPageRequests = (): autocannon.Request[] => FILTERED_PAGES.map((page) => ({ method: "GET", path: page }));

/**
 * The same pages as the build pre-rendered them (what a static host serves), served as files:
 * the static answer the rendered pages are compared with.
 */
const staticPageRequests = (): autocannon.Request[] =>
  PAGES.map((page) => ({ method: "GET", path: page === "/" ? "/index.html" : `${page}/index.html` }));

/** A script of the build (the stylesheet is inside each page), served as it is. */
function staticFile(): string {
  const script = readdirSync(path.join(BUILD_CLIENT_DIR, "islands")).find((name) => name.endsWith(".js"));
  if (!script) throw new Error("the build has no island script in build/client/islands");
  return `/islands/${script}`;
}

/** What each connection requests in turn: the main pages, a static file, and the content API. */
function requestMix(): autocannon.Request[] {
  return [
    ...pageRequests(),
    { method: "GET", path: staticFile() },
    { method: "GET", path: "/api/sheets?api=inspirations" },
    { method: "GET", path: "/api/sheets?api=experiences" },
    { method: "GET", path: "/api/sheets?api=solutions" },
    { method: "POST", path: "/functions/v1/fetch-case-studies", headers: { "content-type": "application/json" } },
    { method: "GET", path: "/no-such-page" },
  ];
}

export type Target = "node" | "edge";
const RESULTS_FILE = path.join(root, "bench/load-results.json");

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  unexpected: number;
  at: string;
  connections: number;
  durationSeconds: number;
  /** Requests/s over the pages at their addresses, over filtered pages, and over the pages' pre-rendered files, in the same run. */
  pagesPerSecond?: number;
  filteredPagesPerSecond?: number;
  staticFilePerSecond?: number;
};

/** docs/design.md "Budgets": pages answered from the render cache keep at least half a static file's throughput. */
export const PAGES_TO_STATIC_TARGET = 0.5;

/** The pages' throughput as a share of the static file's, and whether it meets the target. */
export function pagesToStatic(pagesPerSecond: number, staticFilePerSecond: number): { ratio: number; met: boolean } {
  const ratio = staticFilePerSecond > 0 ? pagesPerSecond / staticFilePerSecond : 0;
  return { ratio, met: ratio >= PAGES_TO_STATIC_TARGET };
}

/** Takes `--target node|edge|both` out of the arguments (default node). */
export function parseTarget(argv: readonly string[]): { targets: Target[]; rest: string[] } {
  const index = argv.indexOf("--target");
  if (index === -1) return { targets: ["node"], rest: [...argv] };
  const value = argv[index + 1];
  const targets: Target[] | undefined =
    value === "node" || value === "edge" ? [value] : value === "both" ? ["node", "edge"] : undefined;
  if (!targets) throw new Error(`--target must be node, edge or both, got ${JSON.stringify(value ?? "")}`);
  return { targets, rest: argv.filter((_, i) => i !== index && i !== index + 1) };
}

const shareOf = (perSecond: number | undefined, run: LoadResult): string =>
  perSecond === undefined || run.staticFilePerSecond === undefined
    ? "not measured"
    : `${Math.round(pagesToStatic(perSecond, run.staticFilePerSecond).ratio * 100)}%`;

/** The closing note: this run beside the other target's last run. */
export function comparison(results: Partial<Record<Target, LoadResult>>): string {
  const { node, edge } = results;
  if (!node || !edge)
    return `No ${node ? "edge" : "Node"} run to compare with yet: npm run bench:load -- --target ${node ? "edge" : "node"}.`;
  const ratio = edge.requestsPerSecond / node.requestsPerSecond;
  const faster =
    ratio >= 1 ? `${ratio.toFixed(2)}× the Node server's` : `${(1 / ratio).toFixed(2)}× fewer than the Node server's`;
  return [
    `Edge (workerd) against Node, same machine, same request mix:`,
    `  requests/s   edge ${Math.round(edge.requestsPerSecond).toLocaleString("en-US")} vs node ${Math.round(node.requestsPerSecond).toLocaleString("en-US")} (${faster})`,
    `  p99          edge ${edge.p99} ms vs node ${node.p99} ms`,
    `  errors       edge ${edge.errors + edge.unexpected} vs node ${node.errors + node.unexpected}`,
    `  pages/static edge ${shareOf(edge.pagesPerSecond, edge)} vs node ${shareOf(node.pagesPerSecond, node)} (pages at their addresses: requests/s as a share of static files'; target ≥ ${PAGES_TO_STATIC_TARGET * 100}%)`,
    `  filtered/static edge ${shareOf(edge.filteredPagesPerSecond, edge)} vs node ${shareOf(node.filteredPagesPerSecond, node)} (filtered pages, rendered on both; same target)`,
    `  (runs of ${edge.at.slice(0, 16)} and ${node.at.slice(0, 16)} UTC; both servers share this machine's cores with autocannon,`,
    `  so this compares the runtimes, not Cloudflare's network, where each visitor is served by a nearby data centre)`,
  ].join("\n");
}

function readResults(): Partial<Record<Target, LoadResult>> {
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as Partial<Record<Target, LoadResult>>;
  } catch {
    return {};
  }
}

/** Starts the chosen server on a free loopback port; resolves with a way to stop it. */
async function startTarget(target: Target, port: number): Promise<() => Promise<void>> {
  if (target === "node") {
    const child = await startSite(port);
    return async () => void child.kill();
  }
  const workerd = await startWorkerd({
    configFile: path.join(EDGE_DIR, "workerd.capnp"),
    host: "127.0.0.1",
    port,
    stdio: "ignore",
  });
  return workerd.close;
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
  const { targets, rest } = parseTarget(process.argv.slice(2));
  const options = parseOptions(rest.length ? rest : ["--duration", "30", "--connections", "64"]);
  const reason = staleBuildReason(root, BUILD_CLIENT_DIR) ?? (targets.includes("edge") ? staleEdgeReason() : undefined);
  if (reason) {
    console.log(`▶ Building the site (${reason})…`);
    if ((await runCommand("npm", ["run", "build", "--silent"])) !== 0) process.exit(1);
  }
  const results = readResults();
  for (const target of targets) {
    results[target] = await measure(target, options);
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  }
  console.log(`\n${comparison(results)}`);
}

async function measure(target: Target, options: ReturnType<typeof parseOptions>): Promise<LoadResult> {
  const port = await freePort();
  const stop = await startTarget(target, port);
  try {
    const requests = requestMix();
    const name = target === "edge" ? "the edge build under workerd" : "the Node server";
    console.log(
      `▶ ${name}: ${options.connections} connections for ${options.durationSeconds} s over ${requests.length} kinds of request on http://127.0.0.1:${port}`,
    );
    // The not-found page answers 404 on purpose; every other answer must be 2xx.
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: options.connections,
      duration: options.durationSeconds,
      headers: BROWSER_HEADERS,
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

    const throughput = async (label: string, only: autocannon.Request[]): Promise<number> => {
      console.log(`▶ ${name}: ${label} alone, ${options.durationSeconds} s`);
      const run = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: options.connections,
        duration: options.durationSeconds,
        headers: BROWSER_HEADERS,
        requests: only,
      });
      const failed = run.errors + run.timeouts + run.non2xx;
      if (failed > 0) console.log(`  ${failed} requests failed or did not answer 2xx`);
      return run.requests.average;
    };
    const pagesPerSecond = await throughput(`the ${PAGES.length} pages at their addresses`, pageRequests());
    const filteredPagesPerSecond = await throughput(
      `${FILTERED_PAGES.length} filtered pages (rendered)`,
      filteredPageRequests(),
    );
    const staticFilePerSecond = await throughput("the pages as pre-rendered files", staticPageRequests());
    const share = pagesToStatic(pagesPerSecond, staticFilePerSecond);
    const filteredShare = pagesToStatic(filteredPagesPerSecond, staticFilePerSecond);
    const verdict = ({ ratio, met }: { ratio: number; met: boolean }) =>
      `${Math.round(ratio * 100)}%, ${met ? "met" : "NOT met"}`;
    console.log(`
  pages        ${Math.round(pagesPerSecond).toLocaleString("en-US")} requests/s
  filtered     ${Math.round(filteredPagesPerSecond).toLocaleString("en-US")} requests/s
  static files ${Math.round(staticFilePerSecond).toLocaleString("en-US")} requests/s
Target: pages and filtered pages each at least ${PAGES_TO_STATIC_TARGET * 100}% of static files' requests/s: pages ${verdict(share)}; filtered ${verdict(filteredShare)}.`);
    return {
      pagesPerSecond,
      filteredPagesPerSecond,
      staticFilePerSecond,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      unexpected,
      at: new Date().toISOString(),
      connections: options.connections,
      durationSeconds: options.durationSeconds,
    };
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`bench:load failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
