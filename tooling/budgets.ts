/**
 * Size budgets of the built site (docs/design.md "Budgets"), checked from the build
 * output by `npm run check:budgets`, which is part of `npm test`.
 */
import { showcasePages } from "../model/pages/showcase-pages";
import { reachableFrom } from "./reachable";

/**
 * Pages that fetch no script before they are interactive (decision 029: their routes say so,
 * app/shell/page-scripts.ts); more join as their controls move to first-use code. The showcase
 * pages start the app on first use (decision 031).
 */
export const NO_START_SCRIPT_PAGES = [
  "/",
  "/experiences",
  "/privacy",
  "/contact",
  "/insights",
  "/solutions",
  "/inspirations",
  "/404",
  "/components",
  ...showcasePages.map((page) => page.path).filter((path) => path !== "/components"),
] as const;
/** Folders of pages from the content (every guide and item page, and their not-found pages) that fetch no script either. */
export const NO_START_SCRIPT_PAGE_FOLDERS = ["/inspirations/guide", "/inspirations/item"] as const;
export const PAGE_CSS_BUDGET_BYTES = 25 * 1024;

/** The JavaScript files a pre-rendered page loads before it is interactive. */
export function scriptsOfPage(html: string): string[] {
  return scriptsIn(withoutInert(html));
}

/** What a page's templates and noscripts hold is inert with scripting on (the app started on first use is in one). */
const INERT = /<(template|noscript)\b[^>]*>[\s\S]*?<\/\1>/g;

function withoutInert(html: string): string {
  return html.replace(INERT, "");
}

/** The scripts a page holds inert, for its first use (page-scripts.ts "on-first-use"). */
export function firstUseScriptsOfPage(html: string): string[] {
  return scriptsIn([...html.matchAll(INERT)].map((match) => match[0]).join("\n"));
}

function scriptsIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) found.add(match[1] ?? "");
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g)) found.add(match[1] ?? "");
  // Every module path an inline module script imports (React Router's boot names the root and the page).
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of (script[1] ?? "").matchAll(/"(\/[^"]+\.js)"/g)) found.add(match[1] ?? "");
  }
  found.delete("");
  return [...found].sort();
}

/** A pre-rendered page's CSS: the text of its <style> elements and the stylesheet files it links. */
export function stylesOfPage(html: string): { inline: string; files: string[] } {
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "").join("\n");
  const files = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((match) => match[1] ?? "");
  return { inline, files: files.filter(Boolean) };
}

/**
 * Relative modules a built chunk imports statically (`import{a}from"./x.js"`,
 * `import"./y.js"`); dynamic `import("./z.js")` is lazy and not counted.
 */
export function staticImportsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.{1,2}\/[^"]+\.js)"/g)) found.add(match[1] ?? "");
  found.delete("");
  return [...found];
}

/** Every module reachable through static imports from `entries` (URL paths like /assets/x.js). */
export function staticClosure(
  entries: readonly string[],
  readModule: (urlPath: string) => string | undefined,
): string[] {
  return reachableFrom(entries, (urlPath) => {
    const code = readModule(urlPath);
    if (code === undefined) return [];
    const base = urlPath.slice(0, urlPath.lastIndexOf("/") + 1);
    return staticImportsOf(code).map((specifier) => new URL(specifier, `http://site${base}`).pathname);
  });
}

export type BudgetLine = { name: string; bytes: number; budget: number };

/** The lines over budget, for a failing report. */
export function overBudget(lines: BudgetLine[]): BudgetLine[] {
  return lines.filter((line) => line.bytes > line.budget);
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Chunks that no page loads before it is interactive, since first paint does not
 * need them: the markdown pipeline (the
 * pre-rendered HTML needs none of it), the lightbox (opens on a click) and the
 * error page (loads only when a page fails). The site search's code is no chunk of the app:
 * it is an island (app/islands), built on its own and loaded by the shell script on first use.
 */
export const LAZY_CHUNKS = ["markdown-renderer", "image-lightbox", "error-page"] as const;

/** Whether a built file (/assets/name-HASH.js) is the chunk `name`; the hash is Vite's 8 characters. */
function isChunk(urlPath: string, name: string): boolean {
  const file = urlPath.slice(urlPath.lastIndexOf("/") + 1);
  return file.startsWith(`${name}-`) && /^[\w-]{8}\.js$/.test(file.slice(name.length + 1));
}

/** One line per page that loads a lazy chunk at start ("/solutions loads markdown-renderer-X.js"). */
export function lazyChunksLoadedAtStart(
  startupScripts: Readonly<Record<string, readonly string[]>>,
  lazyChunks: readonly string[],
): string[] {
  return Object.entries(startupScripts).flatMap(([page, scripts]) =>
    scripts
      .filter((script) => lazyChunks.some((name) => isChunk(script, name)))
      .map((script) => `${page} loads ${script.slice(script.lastIndexOf("/") + 1)} before it is interactive`),
  );
}

/** The lazy chunks absent from the build's files: a renamed or inlined chunk would make the check above pass vacuously. */
export function missingLazyChunks(builtFiles: readonly string[], lazyChunks: readonly string[]): string[] {
  return lazyChunks.filter((name) => !builtFiles.some((file) => isChunk(file, name)));
}
