import type { StoreItem } from "./store-item";

/**
 * SPEC §4 "Store": no selection shows all; otherwise an item is shown if its Type
 * or its Topic is among the selected chips (OR across both groups).
 */
export function filterStoreItems(items: readonly StoreItem[], selected: readonly string[]): StoreItem[] {
  if (selected.length === 0) return [...items];
  return items.filter(
    (item) => (item.Type !== undefined && selected.includes(item.Type)) || (item.Topic !== undefined && selected.includes(item.Topic)),
  );
}

/** The Type and Topic chips, each in first-seen order, without blanks or repeats. */
export function storeChipGroups(items: readonly StoreItem[]): { types: string[]; topics: string[] } {
  const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  return { types: unique(items.map((item) => item.Type)), topics: unique(items.map((item) => item.Topic)) };
}

/** SPEC §9: prices in USD shown as '$' + Price. */
export function formatPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
