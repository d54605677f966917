import { describe, expect, it } from "vitest";
import {
  countedItems,
  guideItems,
  isGuideVisible,
  itemCountLabel,
  teaserGuides,
  visibleGuides,
} from "./guide-visibility";
import { guide, item } from "../../tests/helpers/test-rows";

describe("guide visibility (SPEC §4)", () => {
  const items = [
    item({ slug: "k1", category_slug: "coffee", publish: true }),
    item({ slug: "k2", category_slug: "coffee", publish: undefined }),
    item({ slug: "k3", category_slug: "coffee", publish: false }),
    item({ slug: "t1", category_slug: "tea", publish: false }),
    item({ slug: "a1", category_slug: "audio", publish: undefined }),
  ];

  it("hides a guide whose publish is false, or with no published items", () => {
    expect(isGuideVisible(guide({ category_slug: "coffee" }), items)).toBe(true);
    expect(isGuideVisible(guide({ category_slug: "coffee", publish: false }), items)).toBe(false);
    expect(isGuideVisible(guide({ category_slug: "tea" }), items)).toBe(false);
    expect(isGuideVisible(guide({ category_slug: "empty" }), items)).toBe(false);
  });

  it("shows a guide whose publish is empty (only false hides it)", () => {
    expect(isGuideVisible(guide({ category_slug: "coffee", publish: undefined }), items)).toBe(true);
  });

  it("excludes items with publish false from counts", () => {
    expect(countedItems(guide({ category_slug: "coffee" }), items).map((i) => i.slug)).toEqual(["k1", "k2"]);
  });

  it("lists only items with publish exactly true on the guide page, in manual order", () => {
    const list = [...items, item({ slug: "k0", category_slug: "coffee", publish: true, featured: true })];
    expect(guideItems(guide({ category_slug: "coffee" }), list).map((i) => i.slug)).toEqual(["k0", "k1"]);
    expect(
      guideItems(guide({ category_slug: "coffee", manual_order_titles: ["k1"] }), list).map((i) => i.slug),
    ).toEqual(["k1", "k0"]);
  });

  it("takes at most 3 visible guides for the home teaser (SPEC §9)", () => {
    const guides = ["coffee", "tea", "audio", "coffee", "audio"].map((slug, i) =>
      guide({ category_slug: slug, title: `g${i}` }),
    );
    expect(visibleGuides(guides, items).map((g) => g.title)).toEqual(["g0", "g2", "g3", "g4"]);
    expect(teaserGuides(guides, items).map((g) => g.title)).toEqual(["g0", "g2", "g3"]);
  });

  it("labels counts '1 item' or 'N items' (SPEC §9)", () => {
    expect(itemCountLabel(1)).toBe("1 item");
    expect(itemCountLabel(0)).toBe("0 items");
    expect(itemCountLabel(12)).toBe("12 items");
  });
});
