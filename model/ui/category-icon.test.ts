import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CATEGORY_ICON, categoryIconUrl } from "./category-icon";

describe("category icon path (SPEC §9 '/assets/category-icons/{thumbnail or category_slug}.svg')", () => {
  it("uses the thumbnail, else the category slug", () => {
    expect(categoryIconUrl({ icon_url: undefined, thumbnail: "audio", category_slug: "listening" })).toBe(
      "/assets/category-icons/audio.svg",
    );
    expect(categoryIconUrl({ icon_url: undefined, thumbnail: undefined, category_slug: "tea" })).toBe(
      "/assets/category-icons/tea.svg",
    );
  });

  it("rewrites an icon_url under the doodles category-icons folder to the category-icons folder", () => {
    expect(
      categoryIconUrl({
        icon_url: "/assets/doodles/category-icons/coffee-gear.svg",
        thumbnail: undefined,
        category_slug: "x",
      }),
    ).toBe("/assets/category-icons/coffee-gear.svg");
  });

  it("falls back to an icon the site serves", () => {
    expect(existsSync(path.join(import.meta.dirname, "../../public", DEFAULT_CATEGORY_ICON))).toBe(true);
  });
});
