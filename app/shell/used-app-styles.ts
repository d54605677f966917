import { type CssIndex, indexCss, namesInMarkup, namesInSource, usedCss } from "#model/pages/used-css.ts";
import appStyles from "~/styles/app.css?inline";

/**
 * Islands give elements classes and components of their own after the page has loaded (the search's
 * results, a toast's state), so their rules stay in every page: every word of the islands' source
 * counts as a class and a component the page has.
 */
const islandSources = import.meta.glob<string>(["../islands/*.ts", "!../islands/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

let index: CssIndex | "unreadable" | undefined;
let islandNames: readonly string[] | undefined;

/**
 * A rendered page with only the CSS its markup and islands can use in its `<style>` (decision 033):
 * the bytes a first visit downloads and the style sheet the browser parses before the first paint.
 * A page that starts the app on first use loads the whole stylesheet as a file when the app starts (app-styles.tsx).
 * Any other document (the dev server links the stylesheet) comes back as it is, and so does every page if the
 * stylesheet cannot be read (said once).
 */
export function withUsedAppStyles(html: string): string {
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
  islandNames ??= Object.values(islandSources).flatMap(namesInSource);
  const names = namesInMarkup(html);
  for (const name of islandNames) names.add(name);
  return html.slice(0, at) + usedCss(index, names) + html.slice(at + appStyles.length);
}
