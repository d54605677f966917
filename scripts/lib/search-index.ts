// Builds the site search's index (Pagefind) from the pre-rendered pages: the
// words inside each page's data-pagefind-body (the <main> of app/shell/site-shell.tsx),
// written to {client}/pagefind/, which the search dialog loads when it is first opened.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { isSearchIndexedPath } from "../../tooling/search-scope";

export const SEARCH_INDEX_DIR = "pagefind";

/** "index.html" -> "/", "inspirations/guide/tea/index.html" -> "/inspirations/guide/tea"; other .html files have no page path. */
export function pagePathOf(relativeFile: string): string | undefined {
  const parts = relativeFile.split(path.sep);
  if (parts.at(-1) !== "index.html") return undefined;
  return `/${parts.slice(0, -1).join("/")}`;
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "assets" || entry.name === SEARCH_INDEX_DIR ? [] : htmlFiles(full, base);
    return entry.name.endsWith(".html") ? [path.relative(base, full)] : [];
  });
}

/** Why the index in `output` cannot be loaded by the search, or undefined when its entry file is whole. */
export function searchIndexProblem(output: string): string | undefined {
  const entryFile = path.join(output, "pagefind-entry.json");
  if (!existsSync(entryFile)) return "pagefind-entry.json is missing";
  try {
    const entry = JSON.parse(readFileSync(entryFile, "utf8")) as { languages?: Record<string, unknown> };
    return entry.languages && Object.keys(entry.languages).length > 0
      ? undefined
      : "pagefind-entry.json names no language";
  } catch {
    return "pagefind-entry.json is not JSON (empty or cut short)";
  }
}

/** How many times the index is made before the build gives up. */
const SEARCH_INDEX_ATTEMPTS = 3;

/**
 * Writes the index and checks it once Pagefind has stopped: on a loaded machine its service has now and then
 * reported the files written while leaving pagefind-entry.json empty, and a search with no entry file finds
 * nothing. Such an index is made again; the build fails, naming the problem, if it stays broken.
 */
export async function writeSearchIndex(client: string): Promise<number> {
  const output = path.join(client, SEARCH_INDEX_DIR);
  for (let attempt = 1; ; attempt += 1) {
    rmSync(output, { recursive: true, force: true });
    const pages = await writeSearchIndexOnce(client, output);
    const problem = searchIndexProblem(output);
    if (!problem) return pages;
    if (attempt === SEARCH_INDEX_ATTEMPTS) throw new Error(`pagefind: ${problem} after ${attempt} attempts`);
    console.warn(`pagefind: ${problem}; making the search index again`);
  }
}

async function writeSearchIndexOnce(client: string, output: string): Promise<number> {
  // Every page is lang="en"; one index also finds the Indonesian titles, word for word.
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  try {
    if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
    let pages = 0;
    for (const file of htmlFiles(client)) {
      const pagePath = pagePathOf(file);
      // 404.html, the SPA fallback, /components and /404 stay out (tooling/search-scope.ts).
      if (pagePath === undefined || !isSearchIndexedPath(pagePath)) continue;
      const added = await index.addHTMLFile({ url: pagePath, content: readFileSync(path.join(client, file), "utf8") });
      if (added.errors.length > 0) throw new Error(`pagefind: ${file}: ${added.errors.join("; ")}`);
      pages += 1;
    }
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join("; ")}`);
    // Pagefind's own ready-made interfaces: the site has its own dialog and never loads them.
    for (const file of readdirSync(output)) {
      if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file)) rmSync(path.join(output, file));
    }
    return pages;
  } finally {
    await pagefind.close();
  }
}
