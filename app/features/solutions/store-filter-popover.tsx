import {
  type StoreChips,
  type StoreFilter,
  STORE_FILTER_PARAMS,
  selectedChipsLabel,
} from "#model/content/store-filter.ts";
import { type FilterGroup, FilterForm, FilterTrigger } from "~/ui/filter-panel";
import { FloatingPopover } from "~/ui/floating-popover";

type StoreFilterPopoverProps = {
  /** The Type and Topic chips the store's items have. */
  chips: StoreChips;
  /** The chips that are on as the page is drawn (the address's filter). */
  filter: StoreFilter;
  /** How many templates they show, of all. */
  count: { shown: number; total: number };
  /** Where Apply sends the form: the store, so the answer opens scrolled to it. */
  action: string;
};

/**
 * SPEC §2 Solutions: the floating filter panel 'Filter Content' with the 'N of M' count, Type and
 * Topic chips, 'Clear' and 'Apply Filters', and a badge with the number of selected chips. A GET
 * form: without script Apply sends the chips and the server answers with the store they filter;
 * the store filter's island (app/islands/store-filter.ts) filters in place as chips toggle.
 */
export function StoreFilterPopover({ chips, filter, count, action }: StoreFilterPopoverProps) {
  // Each group's id is its field name in the form, and its parameter in the address.
  const groups: FilterGroup[] = [
    { id: STORE_FILTER_PARAMS.types, label: "Type", options: chips.types.map((value) => ({ value })) },
    { id: STORE_FILTER_PARAMS.topics, label: "Topic", options: chips.topics.map((value) => ({ value })) },
  ];
  const selected = filter.types.length + filter.topics.length;
  return (
    <FloatingPopover
      title="Filter Content"
      showCloseButton
      trigger={
        <FilterTrigger
          badgeCount={selected}
          badgeLabel={selectedChipsLabel(selected)}
          labelVisibility="hidden-mobile"
          keepBadge
        />
      }
    >
      <FilterForm
        action={action}
        groups={groups}
        selection={{ [STORE_FILTER_PARAMS.types]: filter.types, [STORE_FILTER_PARAMS.topics]: filter.topics }}
        count={{ ...count, noun: "templates" }}
      />
    </FloatingPopover>
  );
}
