import type { Inspirations } from "../content/content-api";
import { visibleGuides } from "../content/guide-visibility";

export type InspirationKind = "guide" | "item";

/**
 * The slug of the pre-rendered 'Guide not found' and 'Recommendation not
 * found' pages, which the server sends with status 404 for a slug the live
 * content does not have. Content slugs are lowercase letters, digits and
 * hyphens, so no guide or item can take it.
 */
export const NOT_FOUND_SLUG = "__not-found";

export const inspirationNotFoundPaths: Readonly<Record<InspirationKind, string>> = {
  guide: `/inspirations/guide/${NOT_FOUND_SLUG}`,
  item: `/inspirations/item/${NOT_FOUND_SLUG}`,
};

/**
 * The guide and recommendation pages to pre-render (DESIGN: every known path):
 * visible guides, items whose publish is true, and the two not-found pages
 * (which also give each route a page when nothing is published, as React
 * Router requires). Slugs added to the content later still open, rendered in
 * the browser (model/pages/site-pages.ts clientRenderedPathPatterns).
 */
export function inspirationPaths(data: Inspirations): string[] {
  const { guide, item } = inspirationSlugs(data);
  return [
    ...[...guide].map((slug) => `/inspirations/guide/${slug}`),
    ...[...item].map((slug) => `/inspirations/item/${slug}`),
    inspirationNotFoundPaths.guide,
    inspirationNotFoundPaths.item,
  ];
}

/**
 * The slugs that have a page (SPEC §4, as the pages' findGuide and itemPage
 * decide): visible guides, and items whose publish is true.
 */
export function inspirationSlugs(data: Inspirations): Record<InspirationKind, ReadonlySet<string>> {
  return {
    guide: new Set(visibleGuides(data.guides, data.items).map((guide) => guide.category_slug)),
    item: new Set(data.items.filter((item) => item.publish === true).map((item) => item.slug)),
  };
}

const PAGE_PATH = /^\/inspirations\/(guide|item)\/([^/]+)$/;

/** The guide or item a decoded page path names (not its .data request), or undefined. */
export function inspirationPageOf(path: string): { kind: InspirationKind; slug: string } | undefined {
  if (path.endsWith(".data")) return undefined;
  const match = PAGE_PATH.exec(path);
  if (!match) return undefined;
  return { kind: match[1] === "guide" ? "guide" : "item", slug: match[2] ?? "" };
}
