import type { Guide } from "./guide";
import type { Item } from "./item";
import { orderItems } from "./item-order";

/** SPEC §4: items with publish false are excluded from counts (an empty publish still counts). */
export function countedItems(guide: Pick<Guide, "category_slug">, items: readonly Item[]): Item[] {
  return items.filter((item) => item.category_slug === guide.category_slug && item.publish !== false);
}

/** SPEC §4: a guide is hidden if its publish is false or it has no published items. */
export function isGuideVisible(guide: Guide, items: readonly Item[]): boolean {
  return guide.publish !== false && countedItems(guide, items).length > 0;
}

export function visibleGuides(guides: readonly Guide[], items: readonly Item[]): Guide[] {
  return guides.filter((guide) => isGuideVisible(guide, items));
}

/** SPEC §9: at most 3 guides on the home teaser. */
export const TEASER_GUIDE_LIMIT = 3;

/** SPEC §2/§4: the home teaser's guides: visible ones, the first three. */
export function teaserGuides(guides: readonly Guide[], items: readonly Item[]): Guide[] {
  return visibleGuides(guides, items).slice(0, TEASER_GUIDE_LIMIT);
}

/** SPEC §4: a guide page lists only items with publish exactly true, in the guide's manual order. */
export function guideItems(guide: Guide, items: readonly Item[]): Item[] {
  const listed = items.filter((item) => item.category_slug === guide.category_slug && item.publish === true);
  return orderItems(listed, guide.manual_order_titles);
}

export { itemCountLabel } from "./item-count-label";
