import { describe, expect, it } from "vitest";
import {
  emptyStoreFilter,
  filterStoreItems,
  formatPrice,
  selectedChips,
  selectedChipsLabel,
  storeChipGroups,
  storeFilterFromQuery,
  storeFilterOf,
  storeItemMatches,
  withStoreFilterQuery,
} from "./store-filter";
import { storeItemWithChips as item } from "../../tests/helpers/test-rows";

const items = [
  item("plan", "Google Docs", "Research Planning"),
  item("deck", "Google Slides", "Storytelling"),
  item("hub", "Notion", "Research Planning"),
  item("blank"),
];

describe("store filter (SPEC §4)", () => {
  it("shows every item when nothing is selected", () => {
    expect(filterStoreItems(items, [])).toHaveLength(4);
  });

  it("shows an item whose Type or Topic is selected (OR across both groups)", () => {
    expect(filterStoreItems(items, ["Google Slides", "Research Planning"]).map((i) => i["Item Name"])).toEqual([
      "plan",
      "deck",
      "hub",
    ]);
    expect(filterStoreItems(items, ["Notion"]).map((i) => i["Item Name"])).toEqual(["hub"]);
  });

  it("never matches an item on a blank Type or Topic", () => {
    expect(filterStoreItems(items, [""]).map((i) => i["Item Name"])).toEqual([]);
  });
});

describe("storeChipGroups", () => {
  it("lists each Type and Topic once, in first-seen order", () => {
    expect(storeChipGroups(items)).toEqual({
      types: ["Google Docs", "Google Slides", "Notion"],
      topics: ["Research Planning", "Storytelling"],
    });
  });
});

describe("formatPrice (SPEC §9: '$' + Price)", () => {
  it("shows whole dollars plainly and cents with two digits", () => {
    expect(formatPrice(19)).toBe("$19");
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(24.5)).toBe("$24.50");
  });
});

describe("the store filter in an address", () => {
  const chips = storeChipGroups(items);

  it("reads only the store's own chips, in the chips' order", () => {
    const params = new URLSearchParams(
      "topic=Storytelling&type=Notion&type=Klingon&topic=Research+Planning&type=Google+Docs",
    );
    expect(storeFilterFromQuery(params, chips)).toEqual({
      types: ["Google Docs", "Notion"],
      topics: ["Research Planning", "Storytelling"],
    });
    expect(storeFilterFromQuery(new URLSearchParams("type="), chips)).toEqual(emptyStoreFilter);
  });

  it("writes the selection in, keeping other parameters, and no selection leaves no trace", () => {
    const params = new URLSearchParams("utm=1&type=Notion");
    expect(withStoreFilterQuery(params, { types: ["Google Docs"], topics: ["Storytelling"] }).toString()).toBe(
      "utm=1&type=Google+Docs&topic=Storytelling",
    );
    expect(withStoreFilterQuery(params, emptyStoreFilter).toString()).toBe("utm=1");
  });

  it("round-trips: what is written reads back the same", () => {
    const filter = storeFilterOf({ types: ["Notion"], topics: ["Storytelling", "Research Planning"] }, chips);
    expect(storeFilterFromQuery(withStoreFilterQuery(new URLSearchParams(), filter), chips)).toEqual(filter);
  });
});

describe("the badge (SPEC §4: it shows the number of selected chips)", () => {
  it("counts the chips on in both groups, and says so", () => {
    expect(selectedChips({ types: ["Notion"], topics: ["Storytelling"] })).toEqual(["Notion", "Storytelling"]);
    expect(selectedChipsLabel(1)).toBe("1 filter selected");
    expect(selectedChipsLabel(0)).toBe("0 filters selected");
  });
});

describe("storeItemMatches (the rule as the island reads it from the page)", () => {
  it("matches what filterStoreItems keeps", () => {
    expect(storeItemMatches({ Type: "Notion", Topic: "" }, ["Notion"])).toBe(true);
    expect(storeItemMatches({ Type: "Notion", Topic: "" }, [""])).toBe(false);
    expect(storeItemMatches({}, [])).toBe(true);
  });
});
