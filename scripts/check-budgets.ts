// npm run check:budgets: gzipped JavaScript per pre-rendered page (none at start on the pages of
// NO_START_SCRIPT_PAGES and every page in NO_START_SCRIPT_PAGE_FOLDERS) and the home page's CSS,
// from build/client, against the budgets in tooling/budgets.ts. Exit 1 when over.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  type BudgetLine,
  formatKb,
  NO_START_SCRIPT_PAGES,
  NO_START_SCRIPT_PAGE_FOLDERS,
  LAZY_CHUNKS,
  lazyChunksLoadedAtStart,
  missingLazyChunks,
  overBudget,
  firstUseScriptsOfPage,
  scriptsOfPage,
  staticClosure,
  PAGE_CSS_BUDGET_BYTES,
  stylesOfPage,
} from "../tooling/budgets";
import { prerenderPaths } from "../model/pages/site-pages";

const client = path.resolve(import.meta.dirname, "../build/client");
const gzipSizes = new Map<string, number>();

function gzipSize(urlPath: string): number {
  const cached = gzipSizes.get(urlPath);
  if (cached !== undefined) return cached;
  const file = path.join(client, urlPath);
  const size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
  gzipSizes.set(urlPath, size);
  return size;
}

function readModule(urlPath: string): string | undefined {
  const file = path.join(client, urlPath);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** The page's boot modules and everything they import statically: what loads before it is interactive. */
function pageScripts(html: string): string[] {
  return staticClosure(scriptsOfPage(html), readModule);
}

function htmlOf(page: string): string {
  const file = page === "/" ? path.join(client, "index.html") : path.join(client, page, "index.html");
  return readFileSync(file, "utf8");
}

if (!existsSync(path.join(client, "index.html"))) {
  console.error('No build found in build/client. Run "npm run build" first.');
  process.exit(1);
}

console.log("JavaScript loaded by each page (gzipped):");
const startupScripts: Record<string, string[]> = {};
for (const page of prerenderPaths()) {
  const scripts = pageScripts(htmlOf(page));
  startupScripts[page] = scripts;
  const total = scripts.reduce((sum, script) => sum + gzipSize(script), 0);
  const firstUse = staticClosure(firstUseScriptsOfPage(htmlOf(page)), readModule);
  const firstUseTotal = firstUse.reduce((sum, script) => sum + gzipSize(script), 0);
  // The app a showcase page starts on first use (decision 031 says why it is whole).
  const later = firstUse.length > 0 ? `, then ${formatKb(firstUseTotal)} on first use` : "";
  console.log(`  ${page.padEnd(32)} ${formatKb(total).padStart(9)}  (${scripts.length} files${later})`);
}

// Guide and item pages: as many as the content has, so one line per folder with its heaviest page.
const folderLines: BudgetLine[] = NO_START_SCRIPT_PAGE_FOLDERS.map((folder) => {
  const dir = path.join(client, folder);
  const pages = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "index.html")))
        .map((entry) => `${folder}/${entry.name}`)
    : [];
  if (pages.length === 0) {
    console.error(`No pre-rendered page in ${folder}: the build always writes its not-found page there.`);
    process.exit(1);
  }
  const bytes = Math.max(
    ...pages.map((page) => pageScripts(htmlOf(page)).reduce((sum, script) => sum + gzipSize(script), 0)),
  );
  console.log(`  ${`${folder}/* (${pages.length} pages)`.padEnd(32)} ${formatKb(bytes).padStart(9)}  (heaviest)`);
  return { name: `JavaScript at start on ${folder}/*`, bytes, budget: 0 };
});

const homeScripts = pageScripts(htmlOf("/"));
const missing = homeScripts.filter((script) => !existsSync(path.join(client, script)));
if (missing.length > 0) {
  console.error(`The home page refers to scripts that are not in the build: ${missing.join(", ")}`);
  process.exit(1);
}
const homeStyles = stylesOfPage(htmlOf("/"));
const unmeasured = NO_START_SCRIPT_PAGES.filter((page) => !(page in startupScripts));
if (unmeasured.length > 0) {
  console.error(`Pages that must run no start script are not pre-rendered: ${unmeasured.join(", ")}`);
  process.exit(1);
}
const lines: BudgetLine[] = [
  ...NO_START_SCRIPT_PAGES.map((page) => ({
    name: `JavaScript at start on ${page}`,
    bytes: (startupScripts[page] ?? []).reduce((sum, script) => sum + gzipSize(script), 0),
    budget: 0,
  })),
  ...folderLines,
  {
    // Written into the page (decision 023), so it is part of every page's HTML.
    name: "CSS of the home page",
    bytes:
      gzipSync(homeStyles.inline, { level: 9 }).length +
      homeStyles.files.reduce((sum, file) => sum + gzipSize(file), 0),
    budget: PAGE_CSS_BUDGET_BYTES,
  },
];

console.log("\nBudgets:");
for (const line of lines) {
  const mark = line.bytes > line.budget ? "✖" : "✔";
  console.log(`  ${mark} ${line.name.padEnd(36)} ${formatKb(line.bytes).padStart(9)} of ${formatKb(line.budget)}`);
}
const over = overBudget(lines);
if (over.length > 0) {
  console.error(
    `\nOver budget: ${over.map((line) => line.name).join(", ")}. Load what first paint does not need lazily.`,
  );
  process.exit(1);
}

const builtScripts = readdirSync(path.join(client, "assets")).map((name) => `/assets/${name}`);
const missingChunks = missingLazyChunks(builtScripts, LAZY_CHUNKS);
const eagerChunks = lazyChunksLoadedAtStart(startupScripts, LAZY_CHUNKS);
if (missingChunks.length > 0) {
  console.error(`\nLazy chunks not found in the build (renamed, or no longer split off?): ${missingChunks.join(", ")}`);
  process.exit(1);
}
if (eagerChunks.length > 0) {
  console.error(
    `\nLoaded too early (import them only where they are used, dynamically):\n  ${eagerChunks.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`  ✔ Loaded on first use by every page: ${LAZY_CHUNKS.join(", ")}`);
