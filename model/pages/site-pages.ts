import { mainPages, notFoundPage } from "./main-pages";
import { showcasePages } from "./showcase-pages";
import { requirePage, type SitePage } from "./site-page";

/**
 * Every static page of SPEC §2's route table, with what each tells search
 * engines and link previews. Pre-rendering, the sitemap and the browser tests
 * read this list, so a page added to main-pages.ts or showcase-pages.ts is
 * picked up by each. Guide and item pages (dynamic slugs) are added from
 * content at build time. Route modules import the smaller lists, so a page's
 * JavaScript carries only its own group's texts.
 */
export type { Robots, SitePage } from "./site-page";
export { NOT_FOUND_PATH } from "./main-pages";
export { type ShowcaseSlug, showcaseNames, showcaseSlugs } from "./showcase-pages";

export const sitePages: readonly SitePage[] = [...mainPages, ...showcasePages, notFoundPage];

export function findSitePage(path: string): SitePage | undefined {
  return sitePages.find((page) => page.path === path);
}

export function requireSitePage(path: string): SitePage {
  return requirePage(sitePages, path);
}

/** Paths pre-rendered at build time (the not-found page included, served with status 404). */
export function prerenderPaths(): string[] {
  return sitePages.map((page) => page.path);
}

/**
 * Guide and item pages: their slugs come from the content, so some (added after a build) were
 * never pre-rendered; the server renders them on request.
 */
const inspirationPagePatterns: readonly RegExp[] = [/^\/inspirations\/guide\/[^/]+$/, /^\/inspirations\/item\/[^/]+$/];

/**
 * React Router's data request for such a page that the server cannot render (a slug it does not
 * know, or no server build): it answers 204 No Content with React Router's reload-document redirect
 * to the page, so the browser loads the page whole (no HTML parsed as data, no failed request in the
 * console).
 */
export function isClientRenderedDataPath(path: string): boolean {
  if (!path.endsWith(".data")) return false;
  const page = path.slice(0, -".data".length);
  return inspirationPagePatterns.some((pattern) => pattern.test(page));
}
