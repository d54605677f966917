import { describe, expect, it } from "vitest";
import type { Inspirations } from "../content/content-api";
import { findGuide, guideCards, guidePage, itemPage } from "./inspiration-pages";
import { guide, item, link } from "../../tests/helpers/test-rows";

const data: Inspirations = {
  guides: [
    guide({ category_slug: "coffee-gear", title: "Coffee", manual_order_titles: ["Grinder", "Missing title"] }),
    guide({ category_slug: "tea", title: "Tea" }),
    guide({ category_slug: "hidden", title: "Hidden", publish: false }),
  ],
  items: [
    item({ slug: "kettle", title: "Kettle", category_slug: "coffee-gear", tags: ["brew"] }),
    item({ slug: "grinder", title: "Grinder", category_slug: "coffee-gear" }),
    item({ slug: "draft", title: "Draft", category_slug: "coffee-gear", publish: undefined }),
    item({ slug: "off", title: "Off", category_slug: "coffee-gear", publish: false }),
    item({ slug: "teapot", title: "Teapot", category_slug: "tea", tags: ["brew"] }),
    item({ slug: "secret", title: "Secret", category_slug: "hidden" }),
    item({ slug: "orphan", title: "Orphan", category_slug: "no-such-guide" }),
  ],
  links: [
    link({ item_slug: "kettle", store: "Kettle shop" }),
    link({ item_slug: "teapot", store: "Tea shop" }),
    link({ item_slug: "nothing-matches", store: "Lost" }),
  ],
};

describe("inspiration pages (SPEC §2, §4)", () => {
  it("lists visible guides with counts that leave out publish false items", () => {
    expect(guideCards(data).map(({ guide: g, itemCount }) => [g.category_slug, itemCount])).toEqual([
      ["coffee-gear", 3],
      ["tea", 1],
    ]);
  });

  it("does not find a hidden or unknown guide, or a slug with spaces, unicode or 300 characters", () => {
    expect(findGuide(data, "hidden")).toBeUndefined();
    expect(findGuide(data, "nope")).toBeUndefined();
    expect(findGuide(data, "coffee gear")).toBeUndefined();
    expect(findGuide(data, "kopi-☕")).toBeUndefined();
    expect(findGuide(data, "a".repeat(300))).toBeUndefined();
  });

  it("guide page lists only publish true items, manual order first (missing titles ignored), then the rest", () => {
    const page = guidePage(data, "coffee-gear");
    expect(page?.items.map((i) => i.slug)).toEqual(["grinder", "kettle"]);
    expect(page?.links.map((l) => l.store)).toEqual(["Kettle shop"]);
  });

  it("item page: its guide, links and related items; an item whose guide does not exist still opens", () => {
    const kettle = itemPage(data, "kettle");
    expect(kettle?.guide?.category_slug).toBe("coffee-gear");
    expect(kettle?.related.map((i) => i.slug)).toEqual(["grinder", "teapot"]);
    const orphan = itemPage(data, "orphan");
    expect(orphan?.item.title).toBe("Orphan");
    expect(orphan?.guide).toBeUndefined();
    expect(itemPage(data, "draft")).toBeUndefined();
    expect(itemPage(data, "nothing-matches")).toBeUndefined();
  });
});
