import type { StoreItem } from "./store-item";

/**
 * SPEC §4 "Store": no selection shows all; otherwise an item is shown if its Type
 * or its Topic is among the selected chips (OR across both groups). Read loosely
 * (plain strings), as the store filter's island finds the items in the page.
 */
export function storeItemMatches(
  item: { Type?: string | undefined; Topic?: string | undefined },
  selected: readonly string[],
): boolean {
  if (selected.length === 0) return true;
  return Boolean((item.Type && selected.includes(item.Type)) || (item.Topic && selected.includes(item.Topic)));
}

export function filterStoreItems(items: readonly StoreItem[], selected: readonly string[]): StoreItem[] {
  return items.filter((item) => storeItemMatches(item, selected));
}

/** The chips a store offers: each Type and each Topic its items have. */
export type StoreChips = { types: readonly string[]; topics: readonly string[] };

/** The Type and Topic chips, each in first-seen order, without blanks or repeats. */
export function storeChipGroups(items: readonly StoreItem[]): { types: string[]; topics: string[] } {
  const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  return { types: unique(items.map((item) => item.Type)), topics: unique(items.map((item) => item.Topic)) };
}

/** The chips that are on, by group: a selection of the store filter. */
export type StoreFilter = { types: readonly string[]; topics: readonly string[] };

export const emptyStoreFilter: StoreFilter = { types: [], topics: [] };

/** Every chip that is on, Types first (what `filterStoreItems` and the badge count). */
export function selectedChips(filter: StoreFilter): string[] {
  return [...filter.types, ...filter.topics];
}

/** What the filter button's badge counts, for screen readers: '1 filter selected', '3 filters selected'. */
export function selectedChipsLabel(count: number): string {
  return count === 1 ? "1 filter selected" : `${count} filters selected`;
}

/**
 * The store filter in an address (`/solutions?type=Notion&topic=UX+Research`): what the filter
 * form sends without script (one field per ticked chip; a group with none ticked is absent), and
 * what its island writes. No chip is no filter, so the plain address shows every template.
 */
export const STORE_FILTER_PARAMS = { types: "type", topics: "topic" } as const;

/** A selection from chosen values (ticked boxes, a query): only the store's chips, in the chips' order. */
export function storeFilterOf(chosen: StoreFilter, chips: StoreChips): StoreFilter {
  return {
    types: chips.types.filter((type) => chosen.types.includes(type)),
    topics: chips.topics.filter((topic) => chosen.topics.includes(topic)),
  };
}

/** The selection an address asks for, among the store's chips; unknown values are ignored. */
export function storeFilterFromQuery(params: URLSearchParams, chips: StoreChips): StoreFilter {
  return storeFilterOf(
    { types: params.getAll(STORE_FILTER_PARAMS.types), topics: params.getAll(STORE_FILTER_PARAMS.topics) },
    chips,
  );
}

/** `params` with the store filter written in (types, then topics, each in the order given), the rest kept. */
export function withStoreFilterQuery(params: URLSearchParams, filter: StoreFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(STORE_FILTER_PARAMS.types);
  next.delete(STORE_FILTER_PARAMS.topics);
  for (const type of filter.types) next.append(STORE_FILTER_PARAMS.types, type);
  for (const topic of filter.topics) next.append(STORE_FILTER_PARAMS.topics, topic);
  return next;
}

/** SPEC §9: prices in USD shown as '$' + Price. */
export function formatPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
