import { describe, expect, it } from "vitest";
import { sortStoreItems, storeThumbnailUrl } from "./store-order";
import { storeItem } from "../../tests/helpers/test-rows";

describe("store order (SPEC §4/§9: sorted by Order ascending)", () => {
  it("sorts by Order, missing last, ties in sheet order", () => {
    const items = [
      storeItem({ "Item Name": "no order" }),
      storeItem({ "Item Name": "third", Order: 3 }),
      storeItem({ "Item Name": "first", Order: 1 }),
      storeItem({ "Item Name": "also third", Order: 3 }),
    ];
    expect(sortStoreItems(items).map((i) => i["Item Name"])).toEqual(["first", "third", "also third", "no order"]);
  });

  it("serves thumbnails from the solutions folder, the placeholder when empty (SPEC §3)", () => {
    expect(storeThumbnailUrl(storeItem({ "Thumbnail: File Name": "plan.svg" }))).toBe("/assets/solutions/plan.svg");
    expect(storeThumbnailUrl(storeItem({ "Thumbnail: File Name": undefined }))).toBe("/placeholder.svg");
  });
});
