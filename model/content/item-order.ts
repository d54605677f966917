import { compareText } from "./compare-text";
import { DEFAULT_PRIORITY } from "./default-priority";
import type { Item } from "./item";

/** SPEC §9 default order: featured first, then priority ascending, then title alphabetically. */
export function compareItems(a: Item, b: Item): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  const byPriority = (a.priority ?? DEFAULT_PRIORITY) - (b.priority ?? DEFAULT_PRIORITY);
  if (byPriority !== 0) return byPriority;
  return compareText(a.title, b.title);
}

/**
 * SPEC §9: a supplied order (a guide's manual_order_titles: item slugs, or
 * titles) comes first, in its own order; the rest follow in default order.
 */
export function orderItems(items: readonly Item[], manualOrder: readonly string[] = []): Item[] {
  const rank = new Map<string, number>();
  manualOrder.forEach((entry, index) => {
    const key = entry.trim().toLowerCase();
    if (!rank.has(key)) rank.set(key, index);
  });
  const rankOf = (item: Item) => rank.get(item.slug.toLowerCase()) ?? rank.get(item.title.trim().toLowerCase());
  return [...items].sort((a, b) => {
    const ra = rankOf(a);
    const rb = rankOf(b);
    if (ra !== undefined && rb !== undefined) return ra - rb;
    if (ra !== undefined) return -1;
    if (rb !== undefined) return 1;
    return compareItems(a, b);
  });
}
