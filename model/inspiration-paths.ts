import type { Inspirations } from "./content-api";
import { visibleGuides } from "./guide-visibility";

/**
 * React Router refuses a build whose guide or item route (it has a loader) has
 * no page to pre-render. With no published guide or item this slug stands in;
 * postbuild deletes its output, so the address stays unknown (no such page).
 */
export const BUILD_PLACEHOLDER_SLUG = "__no-published-content";

export const buildPlaceholderPaths = [
  `/inspirations/guide/${BUILD_PLACEHOLDER_SLUG}`,
  `/inspirations/item/${BUILD_PLACEHOLDER_SLUG}`,
] as const;

/**
 * The guide and recommendation pages to pre-render (DESIGN: every known path):
 * visible guides and items whose publish is true. Others still open, rendered
 * in the browser (model/site-pages.ts clientRenderedPathPatterns). A content
 * set with none of one kind gets its placeholder instead.
 */
export function inspirationPaths(data: Inspirations): string[] {
  const guides = visibleGuides(data.guides, data.items).map((guide) => `/inspirations/guide/${guide.category_slug}`);
  const items = data.items.filter((item) => item.publish === true).map((item) => `/inspirations/item/${item.slug}`);
  const [guidePlaceholder, itemPlaceholder] = buildPlaceholderPaths;
  return [...(guides.length > 0 ? guides : [guidePlaceholder]), ...(items.length > 0 ? items : [itemPlaceholder])];
}
