import { type StoreFilter, filterStoreItems, selectedChips, storeChipGroups } from "#model/content/store-filter.ts";
import type { StoreItem } from "#model/content/store-item.ts";
import { StoreFilterPopover } from "./store-filter-popover";
import { StoreGrid } from "./store-grid";

/**
 * The store with its filter (SPEC §2, §4 "Store"), drawn with the chips the address selects (none on
 * the pre-rendered page: every template). It is the store filter's island
 * (app/islands/store-filter.ts), which starts when the visitor first reaches for it, and once the
 * page is idle, so a filter in the address shows wherever the page was served from (a static host
 * answers every query with the whole store). `storeId` is the section Apply brings into view.
 */
export function SolutionsStore({
  items,
  filter,
  storeId,
}: {
  items: readonly StoreItem[];
  filter: StoreFilter;
  storeId: string;
}) {
  const selected = selectedChips(filter);
  return (
    <div data-island="store-filter" data-island-idle="">
      <StoreFilterPopover
        chips={storeChipGroups(items)}
        filter={filter}
        count={{ shown: filterStoreItems(items, selected).length, total: items.length }}
        action={`/solutions#${storeId}`}
      />
      <StoreGrid items={items} selected={selected} />
    </div>
  );
}
