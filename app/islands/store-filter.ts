import {
  type StoreChips,
  type StoreFilter,
  STORE_FILTER_PARAMS,
  selectedChips,
  selectedChipsLabel,
  storeFilterFromQuery,
  storeFilterOf,
  storeItemMatches,
  withStoreFilterQuery,
} from "#model/content/store-filter.ts";
import {
  filterFormParts,
  markStarted,
  replaceQuery,
  showBadge,
  showPanelCount,
  tickedValues,
  wireFilterForm,
} from "./filter-form";
import type { Island } from "./island";
import { scrollToSection } from "~/ui/scroll-to-section";

/**
 * The store filter on /solutions (SPEC §4 "Store"), an island over the store the server drew
 * (app/features/solutions/solutions-screen.tsx): a popover with a form of Type and Topic checkbox
 * chips and every store item, those the chips leave out hidden. The chips toggle by themselves;
 * this code makes the store follow them in place (no chip shows all, else an item whose Type or
 * Topic is ticked), with the badge (chips on) and the panel's 'N of M', and keeps them in the
 * address. 'Clear' unticks every chip. 'Apply Filters' does what SPEC says of it: empties the
 * selection (the store shows every template again), scrolls the store 80 px below the top of the
 * window and closes the panel. Without this code the same button sends the form, and the server
 * answers with the store those chips filter: the one way a filter can work with scripts off
 * (decision 029). A filter in the address that the page was not drawn with (a pre-rendered page) is
 * applied when it starts.
 */

const STORE_SECTION = "store-section";

export const start: Island["start"] = (root) => {
  const parts = filterFormParts(root);
  if (!parts) return;
  const { boxes } = parts;
  const items = Array.from(root.querySelectorAll<HTMLElement>('[data-slot="store-item"]'), (element) => ({
    element,
    item: { Type: element.dataset.type, Topic: element.dataset.topic },
  }));
  // The store's chips are the boxes the page has.
  const chips: StoreChips = {
    types: tickedValues(boxes, STORE_FILTER_PARAMS.types, () => true),
    topics: tickedValues(boxes, STORE_FILTER_PARAMS.topics, () => true),
  };
  const selection = (): StoreFilter =>
    storeFilterOf(
      {
        types: tickedValues(boxes, STORE_FILTER_PARAMS.types),
        topics: tickedValues(boxes, STORE_FILTER_PARAMS.topics),
      },
      chips,
    );
  const chosenIn = (filter: StoreFilter, box: HTMLInputElement) =>
    (box.name === STORE_FILTER_PARAMS.types ? filter.types : filter.topics).includes(box.value);

  /** The store, the badge, the filter button's name, the panel's 'N of M' and the address follow the chips. */
  const show = () => {
    const filter = selection();
    const selected = selectedChips(filter);
    let shown = 0;
    for (const { element, item } of items) {
      const match = storeItemMatches(item, selected);
      element.hidden = !match;
      if (match) shown += 1;
    }
    showBadge(parts, selected.length, selectedChipsLabel(selected.length));
    showPanelCount(parts, shown, items.length);
    replaceQuery((params) => withStoreFilterQuery(params, filter));
  };

  wireFilterForm(parts, {
    onChange: show,
    onApply: () => {
      for (const box of boxes) box.checked = false;
      show();
      scrollToSection(document.getElementById(STORE_SECTION));
    },
    onClear: () => {
      for (const box of boxes) box.checked = false;
      show();
    },
  });

  const asked = storeFilterFromQuery(new URLSearchParams(location.search), chips);
  const drawn = storeFilterOf(
    {
      types: tickedValues(boxes, STORE_FILTER_PARAMS.types, (box) => box.defaultChecked),
      topics: tickedValues(boxes, STORE_FILTER_PARAMS.topics, (box) => box.defaultChecked),
    },
    chips,
  );
  if (selectedChips(asked).join("\n") !== selectedChips(drawn).join("\n")) {
    // A page drawn without the address's filter: the boxes the visitor has not touched yet follow it.
    for (const box of boxes) if (box.checked === box.defaultChecked) box.checked = chosenIn(asked, box);
  }
  show();
  markStarted(root);
};
