import { describe, expect, it } from "vitest";
import { teaserGuideCards } from "./guide-teaser";
import { guide, item } from "../../tests/helpers/test-rows";

describe("home guide teaser (SPEC §2 Home, §4 guide visibility, §9 at most 3)", () => {
  const items = [
    item({ slug: "a", category_slug: "audio", publish: true }),
    item({ slug: "b", category_slug: "audio", publish: false }),
    item({ slug: "c", category_slug: "coffee-gear", publish: undefined }),
    item({ slug: "d", category_slug: "tea", publish: false }),
    item({ slug: "e", category_slug: "matcha", publish: true }),
    item({ slug: "f", category_slug: "skincare", publish: true }),
  ];

  it("keeps guides with publish not false and a not-unpublished item in their category, the first 3", () => {
    const guides = [
      guide({ category_slug: "audio", title: "Audio" }),
      guide({ category_slug: "tea", title: "Tea" }),
      guide({ category_slug: "hidden", title: "Hidden", publish: false }),
      guide({ category_slug: "coffee-gear", title: "Coffee", publish: undefined }),
      guide({ category_slug: "matcha", title: "Matcha" }),
      guide({ category_slug: "skincare", title: "Skincare" }),
    ];
    const cards = teaserGuideCards(guides, items);
    expect(cards.map((card) => card.title)).toEqual(["Audio", "Coffee", "Matcha"]);
  });

  it("links each card to /inspirations/guide/{category_slug} and counts only items whose publish is not false", () => {
    const [audio] = teaserGuideCards([guide({ category_slug: "audio", title: "Audio" })], items);
    expect(audio).toMatchObject({
      href: "/inspirations/guide/audio",
      itemCount: 1,
      iconUrl: "/assets/category-icons/audio.svg",
    });
  });

  it("gives nothing while data is missing or empty", () => {
    expect(teaserGuideCards(undefined, items)).toEqual([]);
    expect(teaserGuideCards([guide()], undefined)).toEqual([]);
    expect(teaserGuideCards([], [])).toEqual([]);
    expect(teaserGuideCards([guide({ category_slug: "tea" })], items)).toEqual([]);
  });
});
