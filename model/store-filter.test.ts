import { describe, expect, it } from "vitest";
import { filterStoreItems, formatPrice, storeChipGroups } from "./store-filter";
import type { StoreItem } from "./store-item";

const item = (name: string, Type?: string, Topic?: string): StoreItem => ({
  "Item Name": name,
  "Intro (Short)": undefined,
  "Price (USD)": 19,
  Type,
  Topic,
  "Thumbnail: File Name": undefined,
  "Store URL": `https://store.example/${name}`,
  Order: 1,
});

const items = [item("plan", "Google Docs", "Research Planning"), item("deck", "Google Slides", "Storytelling"), item("hub", "Notion", "Research Planning"), item("blank")];

describe("store filter (SPEC §4)", () => {
  it("shows every item when nothing is selected", () => {
    expect(filterStoreItems(items, [])).toHaveLength(4);
  });

  it("shows an item whose Type or Topic is selected (OR across both groups)", () => {
    expect(filterStoreItems(items, ["Google Slides", "Research Planning"]).map((i) => i["Item Name"])).toEqual(["plan", "deck", "hub"]);
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
