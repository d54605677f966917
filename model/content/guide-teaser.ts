import { categoryIconUrl } from "../ui/category-icon";
import type { Guide } from "./guide";
import { countedItems, teaserGuides } from "./guide-visibility";
import type { Item } from "./item";

/** What one home-teaser guide card needs; small, since it is embedded in the pre-rendered page. */
export type TeaserGuide = {
  slug: string;
  title: string;
  intro: string | undefined;
  iconUrl: string;
  itemCount: number;
  href: string;
};

/**
 * SPEC §2 Home / §4 guide visibility: up to 3 guides whose publish is not false
 * and that share their category_slug with at least one item whose publish is
 * not false, each linking to /inspirations/guide/{category_slug}. Missing data
 * gives an empty list (the section is then not rendered).
 */
export function teaserGuideCards(
  guides: readonly Guide[] | undefined,
  items: readonly Item[] | undefined,
): TeaserGuide[] {
  if (!guides || !items) return [];
  return teaserGuides(guides, items).map((guide) => ({
    slug: guide.category_slug,
    title: guide.title,
    intro: guide.intro,
    iconUrl: categoryIconUrl(guide),
    itemCount: countedItems(guide, items).length,
    href: `/inspirations/guide/${guide.category_slug}`,
  }));
}
