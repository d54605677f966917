import { describe, expect, it } from "vitest";
import { categoryIconUrl } from "./category-icon";
import { buildPlaceholderPaths, inspirationPaths } from "./inspiration-paths";
import { guide, item } from "./test-rows";

describe("pages to pre-render (DESIGN: every published guide and item slug)", () => {
  it("lists visible guides and items whose publish is true", () => {
    const paths = inspirationPaths({
      guides: [guide({ category_slug: "coffee" }), guide({ category_slug: "draft", publish: false })],
      items: [
        item({ slug: "kettle", category_slug: "coffee" }),
        item({ slug: "maybe", category_slug: "coffee", publish: undefined }),
        item({ slug: "sunscreen", category_slug: "draft" }),
      ],
      links: [],
    });
    expect(paths).toEqual(["/inspirations/guide/coffee", "/inspirations/item/kettle", "/inspirations/item/sunscreen"]);
  });

  it("stands in a placeholder for a kind with nothing published (the build needs one page per loader route)", () => {
    expect(inspirationPaths({ guides: [], items: [], links: [] })).toEqual([...buildPlaceholderPaths]);
    const onlyDrafts = inspirationPaths({
      guides: [guide({ category_slug: "coffee" })],
      items: [item({ slug: "kettle", category_slug: "coffee", publish: undefined })],
      links: [],
    });
    expect(onlyDrafts).toEqual(["/inspirations/guide/coffee", "/inspirations/item/__no-published-content"]);
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
