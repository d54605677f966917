import { describe, expect, it } from "vitest";
import { orderItems } from "./item-order";
import { item } from "../../tests/helpers/test-rows";

describe("item ordering (SPEC §9: featured, then priority, then title; a supplied slug order first)", () => {
  const items = [
    item({ slug: "c", title: "Cherry", priority: 2 }),
    item({ slug: "b", title: "banana", priority: 2 }),
    item({ slug: "f", title: "Fig", featured: true, priority: 50 }),
    item({ slug: "a", title: "Apple", priority: 1 }),
    item({ slug: "z", title: "Zest" }),
  ];

  it("puts featured first, then priority ascending, then title alphabetically (any case)", () => {
    expect(orderItems(items).map((i) => i.slug)).toEqual(["f", "a", "b", "c", "z"]);
  });

  it("honours the supplied order first, then the rest in default order", () => {
    expect(orderItems(items, ["z", "c"]).map((i) => i.slug)).toEqual(["z", "c", "f", "a", "b"]);
  });

  it("matches titles too and ignores unknown entries", () => {
    expect(orderItems(items, ["nothing", "Banana"]).map((i) => i.slug)).toEqual(["b", "f", "a", "c", "z"]);
  });
});
