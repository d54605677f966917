import { describe, expect, it } from "vitest";
import { categoryIconUrl } from "../ui/category-icon";
import { guidePage, itemPage } from "./inspiration-pages";
import {
  NOT_FOUND_SLUG,
  inspirationNotFoundPaths,
  inspirationPageOf,
  inspirationPaths,
  inspirationSlugs,
} from "./inspiration-paths";
import { guide, item } from "../../tests/helpers/test-rows";

describe("pages to pre-render (DESIGN: every published guide and item slug)", () => {
  it("lists visible guides and items whose publish is true, then the two not-found pages", () => {
    const paths = inspirationPaths({
      guides: [guide({ category_slug: "coffee" }), guide({ category_slug: "draft", publish: false })],
      items: [
        item({ slug: "kettle", category_slug: "coffee" }),
        item({ slug: "maybe", category_slug: "coffee", publish: undefined }),
        item({ slug: "sunscreen", category_slug: "draft" }),
      ],
      links: [],
    });
    expect(paths).toEqual([
      "/inspirations/guide/coffee",
      "/inspirations/item/kettle",
      "/inspirations/item/sunscreen",
      "/inspirations/guide/__not-found",
      "/inspirations/item/__not-found",
    ]);
  });

  it("has a page for each route even when nothing is published (the build needs one per loader route)", () => {
    expect(inspirationPaths({ guides: [], items: [], links: [] })).toEqual([
      inspirationNotFoundPaths.guide,
      inspirationNotFoundPaths.item,
    ]);
  });

  it("reserves a not-found slug that no content slug can take (lowercase letters, digits, hyphens)", () => {
    expect(NOT_FOUND_SLUG).not.toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe("guide and item pages the server checks against the live content (SPEC §4 visibility)", () => {
  const data = {
    guides: [
      guide({ category_slug: "coffee" }),
      guide({ category_slug: "draft", publish: false }),
      guide({ category_slug: "empty" }),
    ],
    items: [
      item({ slug: "kettle", category_slug: "coffee" }),
      item({ slug: "maybe", category_slug: "coffee", publish: undefined }),
      item({ slug: "hidden", category_slug: "coffee", publish: false }),
    ],
    links: [],
  };

  it("knows visible guides and items whose publish is true, as the pages do", () => {
    const slugs = inspirationSlugs(data);
    expect([...slugs.guide]).toEqual(["coffee"]);
    expect([...slugs.item]).toEqual(["kettle"]);
    expect(guidePage(data, "draft")).toBeUndefined();
    expect(guidePage(data, "empty")).toBeUndefined();
    expect(itemPage(data, "maybe")).toBeUndefined();
  });

  it("reads the guide or item a page path names, not its data request or deeper paths", () => {
    expect(inspirationPageOf("/inspirations/guide/coffee")).toEqual({ kind: "guide", slug: "coffee" });
    expect(inspirationPageOf("/inspirations/item/café au lait")).toEqual({ kind: "item", slug: "café au lait" });
    expect(inspirationPageOf("/inspirations/item/kettle.data")).toBeUndefined();
    expect(inspirationPageOf("/inspirations/guide/")).toBeUndefined();
    expect(inspirationPageOf("/inspirations/guide/a/b")).toBeUndefined();
    expect(inspirationPageOf("/inspirations")).toBeUndefined();
  });
});

describe("category icon (SPEC §9)", () => {
  it("uses the thumbnail, else the category slug, under /assets/category-icons", () => {
    expect(categoryIconUrl({ category_slug: "listening", thumbnail: "audio" })).toBe(
      "/assets/category-icons/audio.svg",
    );
    expect(categoryIconUrl({ category_slug: "coffee-gear" })).toBe("/assets/category-icons/coffee-gear.svg");
  });

  it("rewrites an icon_url in the doodles category-icons folder, keeps any other", () => {
    expect(categoryIconUrl({ category_slug: "x", icon_url: "/assets/doodles/category-icons/coffee-gear.svg" })).toBe(
      "/assets/category-icons/coffee-gear.svg",
    );
    expect(categoryIconUrl({ category_slug: "x", icon_url: "https://cdn.example/icon.png" })).toBe(
      "https://cdn.example/icon.png",
    );
  });
});
