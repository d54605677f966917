import type { Inspirations } from "./content-api";
import { visibleGuides } from "./guide-visibility";

/**
 * The guide and recommendation pages to pre-render (DESIGN: every known path):
 * visible guides and items whose publish is true. Others still open, rendered
 * in the browser (model/site-pages.ts clientRenderedPathPatterns).
 */
export function inspirationPaths(data: Inspirations): string[] {
  const guides = visibleGuides(data.guides, data.items).map((guide) => `/inspirations/guide/${guide.category_slug}`);
  const items = data.items.filter((item) => item.publish === true).map((item) => `/inspirations/item/${item.slug}`);
  return [...guides, ...items];
}
