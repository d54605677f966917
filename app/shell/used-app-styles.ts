import { type CssIndex, indexCss, namesInMarkup, namesInSource, usedCss } from "#model/pages/used-css.ts";
import appStyles from "~/styles/app.css?inline";
import { islandsInMarkup } from "./islands-in-markup";
import { SEARCH_ISLAND } from "./shell-ids";

/**
 * Islands give elements classes and components of their own after the page has loaded (the search's
 * results, a toast's state), so their rules stay in every page that has the island: every word of
 * its source, and of the island modules it imports, counts as a class and a component the page has.
 * An island is named by its file (`data-island="copy-text"` is app/islands/copy-text.ts); the search
 * is on every page.
 */
const islandSources = import.meta.glob<string>(["../islands/*.ts", "!../islands/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const islandNames = new Map<string, readonly string[]>();

/** The names an island's code can give elements: its module's words and those of the island modules it imports. */
function namesOfIsland(island: string): readonly string[] {
  let names = islandNames.get(island);
  if (names) return names;
  const modules = new Set<string>();
  const visit = (module: string) => {
    const source = islandSources[`../islands/${module}.ts`];
    if (source === undefined || modules.has(module)) return;
    modules.add(module);
    for (const [, imported = ""] of source.matchAll(/["']\.\/([\w-]+)(?:\.ts)?["']/g)) visit(imported);
  };
  visit(island);
  names = [...modules].flatMap((module) => namesInSource(islandSources[`../islands/${module}.ts`] ?? ""));
  islandNames.set(island, names);
  return names;
}

let index: CssIndex | "unreadable" | undefined;

/**
 * A rendered page with only the CSS its markup and islands can use in its `<style>` (decision 033):
 * the bytes a first visit downloads and the style sheet the browser parses before the first paint.
 * A page that starts the app on first use loads the whole stylesheet as a file when the app starts (app-styles.tsx).
 * Any other document (the dev server links the stylesheet) comes back as it is, and so does every page if the
 * stylesheet cannot be read (said once). `islands`: the page's, when the caller has read them already.
 */
export function withUsedAppStyles(html: string, islands: ReadonlySet<string> = islandsInMarkup(html)): string {
  const at = html.indexOf(appStyles);
  if (!appStyles || at < 0) return html;
  if (index === undefined) {
    try {
      index = indexCss(appStyles);
    } catch (error) {
      // Never a reason to fail a page: it carries the whole stylesheet, as the showcase does.
      index = "unreadable";
      console.error("The site's CSS could not be read to choose each page's rules; pages carry all of it.", error);
    }
  }
  if (index === "unreadable") return html;
  const names = namesInMarkup(html);
  for (const island of [...islands, SEARCH_ISLAND]) for (const name of namesOfIsland(island)) names.add(name);
  return html.slice(0, at) + usedCss(index, names) + html.slice(at + appStyles.length);
}
