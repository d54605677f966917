// npm run bench: builds the site, serves it on a free loopback port and runs Lighthouse (mobile) RUNS times on
// every route of the route table plus any pre-rendered guide and item page, with both throttling methods:
// simulated (Lighthouse's model of a slow load from a fast one, what PageSpeed Insights shows; it counts module
// scripts as blocking the first paint, decision 024) and devtools (the browser really slowed down).
// Prints the median run per route in one table per method, then the routes that miss docs/design.md's targets of
// either method, then the figures of a one-paragraph page measured in the same run (tooling/bench-floor.ts): what
// the machine allows. Writes them into bench/results.json.
//   npm run bench -- --runs 1 --route / --route /experiences   (quicker look)
//   npm run bench -- --throttling devtools   (one method only; or simulate)
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  formatMisses,
  formatTable,
  medianRun,
  THROTTLING_LABELS,
  THROTTLING_METHODS,
  type MethodResults,
  type RouteResult,
  type RunFigures,
  type ThrottlingMethod,
} from "../tooling/bench-summary";
import { FLOOR_LABEL, FLOOR_PAGE_HTML, formatFloor } from "../tooling/bench-floor";
import { NOT_FOUND_SLUG } from "../model/pages/inspiration-paths";
import { findSitePage, NOT_FOUND_PATH, prerenderPaths } from "../model/pages/site-pages";
import { startServer } from "../server/main";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureBrowser } from "./ensure-browser";
import { freePort } from "./free-port";
import { runCommand } from "./run-command";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build/client");

function argValues(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, index) => {
    if (arg === name && process.argv[index + 1]) values.push(process.argv[index + 1] as string);
  });
  return values;
}

/** The first pre-rendered page under a dynamic route, so guide and item pages are measured once they exist. */
function firstPrerendered(folder: string): string | undefined {
  const dir = path.join(client, folder);
  if (!existsSync(dir)) return undefined;
  // The not-found page pre-rendered beside them is not one of them.
  const slug = readdirSync(dir)
    .sort()
    .find((name) => name !== NOT_FOUND_SLUG && existsSync(path.join(dir, name, "index.html")));
  return slug ? `/${folder}/${slug}` : undefined;
}

type Audits = Record<string, { numericValue?: number; details?: unknown }>;

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Audits;
  environment?: { benchmarkIndex?: number };
};

function figuresOf(lhr: Report): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const summary =
    (
      lhr.audits["resource-summary"]?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  const transfer = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    transferredKb: transfer("total") / 1024,
    jsKb: transfer("script") / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

/** Why a Lighthouse run has no usable scores, or undefined when it has them. */
function runFailure(lhr: {
  runtimeError?: { code?: string; message?: string };
  categories: Record<string, { score: number | null }>;
}): string | undefined {
  if (lhr.runtimeError) return `${lhr.runtimeError.code ?? "error"}: ${lhr.runtimeError.message ?? ""}`.trim();
  const missing = Object.entries(lhr.categories)
    .filter(([, category]) => category.score === null)
    .map(([id]) => id);
  return missing.length > 0 ? `no score for ${missing.join(", ")}` : undefined;
}

/** Serves the floor page (tooling/bench-floor.ts) at / on a loopback port of its own. */
async function startFloorServer(): Promise<{ origin: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url !== "/") {
      // No content rather than a 404 for the browser's own favicon request: a 404 is logged to the console,
      // which best practices would count against a page that links to nothing.
      response.writeHead(204).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(FLOOR_PAGE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

async function lighthouseRun(
  origin: string,
  route: string,
  chromePort: number,
  throttlingMethod: ThrottlingMethod,
): Promise<RunFigures> {
  // Lighthouse now and then loses the page (a run with no scores, e.g. a protocol
  // timeout); such a run is said and made again, at most twice.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${origin}${route}`, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttlingMethod,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const failure = runFailure(result.lhr);
    if (!failure || attempt === 3) {
      if (failure) console.warn(`\n  ${route} (${throttlingMethod}): ${failure} (kept after 3 attempts)`);
      return figuresOf(result.lhr as unknown as Parameters<typeof figuresOf>[0]);
    }
    console.warn(`\n  ${route} (${throttlingMethod}): ${failure}; running it again`);
  }
}

async function main(): Promise<void> {
  const runs = Number(argValues("--runs")[0] ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error("--runs must be a whole number from 1 to 9");
  const asked = argValues("--throttling");
  const isMethod = (value: string): value is ThrottlingMethod =>
    (THROTTLING_METHODS as readonly string[]).includes(value);
  if (!asked.every(isMethod)) throw new Error("--throttling must be simulate or devtools");
  const methods =
    asked.length === 0 ? [...THROTTLING_METHODS] : THROTTLING_METHODS.filter((method) => asked.includes(method));
  if (!(await ensureBrowser())) process.exit(1);

  if (!process.argv.includes("--no-build")) {
    console.log("▶ Building the site…");
    if ((await runCommand("npm", ["run", "build", "--silent"])) !== 0) process.exit(1);
  }

  const routes = argValues("--route");
  if (routes.length === 0) {
    routes.push(...prerenderPaths().filter((page) => page !== NOT_FOUND_PATH));
    for (const folder of ["inspirations/guide", "inspirations/item"]) {
      const page = firstPrerendered(folder);
      if (page) routes.push(page);
    }
  }

  const port = await freePort();
  const server = await startServer({ ...process.env, PORT: String(port), HOST: "127.0.0.1" });
  // Its first renders of every page would otherwise share the CPU with the first runs.
  await server.warmed;
  const floorPage = await startFloorServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });

  const measured: MethodResults = {};
  const floor: Partial<Record<ThrottlingMethod, RouteResult>> = {};
  try {
    for (const method of methods) {
      // The median of `runs` Lighthouse runs of one page; `label` is what the progress line calls it.
      const medianOf = async (origin: string, route: string, label: string, name: string): Promise<RouteResult> => {
        const figures: RunFigures[] = [];
        for (let run = 1; run <= runs; run += 1) {
          process.stdout.write(`\r▶ ${method} ${label} run ${run}/${runs}…`.padEnd(80));
          figures.push(await lighthouseRun(origin, route, chrome.port, method));
        }
        return { route: name, runs, ...medianRun(figures) };
      };
      floor[method] = await medianOf(floorPage.origin, "/", FLOOR_LABEL, FLOOR_LABEL);
      const results: RouteResult[] = [];
      for (const [index, route] of routes.entries()) {
        results.push(
          await medianOf(`http://127.0.0.1:${port}`, route, `[${index + 1}/${routes.length}] ${route}`, route),
        );
      }
      measured[method] = results;
    }
  } finally {
    process.stdout.write("\n");
    await chrome.kill();
    await server.close();
    floorPage.server.close();
  }

  for (const method of methods) {
    console.log(`\nLighthouse, mobile, ${THROTTLING_LABELS[method]}, median of ${runs} run(s) per route:\n`);
    const floorRow = floor[method];
    console.log(formatTable([...(measured[method] ?? []), ...(floorRow ? [floorRow] : [])]));
  }
  // A miss is reported, not failed on: the figures move with the machine's load (decision 024).
  console.log(`\n${formatMisses(measured, (route) => (findSitePage(route)?.robots ?? "noindex") === "index")}`);
  console.log(`\n${formatFloor(floor)}`);

  const byMethod = Object.fromEntries(
    methods.map((method) => [method, { results: measured[method] ?? [], floor: floor[method] }]),
  );
  mkdirSync(path.join(root, "bench"), { recursive: true });
  writeFileSync(
    path.join(root, "bench/results.json"),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerRoute: runs, formFactor: "mobile", methods: byMethod }, null, 2)}\n`,
  );
  console.log("Wrote bench/results.json");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
