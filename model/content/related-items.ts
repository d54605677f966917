import type { Item } from "./item";

/** SPEC §9: 4 related items by default. */
export const RELATED_ITEMS_LIMIT = 4;

/**
 * SPEC §9: first the published items of the same category (excluding the
 * item itself), then published items sharing any tag, up to the limit, each
 * part in the list's order. "Published" here is publish exactly true, as on
 * guide pages.
 */
export function relatedItems(item: Item, items: readonly Item[], limit = RELATED_ITEMS_LIMIT): Item[] {
  const candidates = items.filter((other) => other.publish === true && other.slug !== item.slug);
  const sameCategory = candidates.filter((other) => other.category_slug === item.category_slug);
  const tags = new Set(item.tags.map((tag) => tag.toLowerCase()));
  const sharingTag = candidates.filter(
    (other) => other.category_slug !== item.category_slug && other.tags.some((tag) => tags.has(tag.toLowerCase())),
  );
  return [...sameCategory, ...sharingTag].slice(0, limit);
}
