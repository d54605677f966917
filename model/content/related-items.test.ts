import { describe, expect, it } from "vitest";
import { relatedItems } from "./related-items";
import { item } from "../../tests/helpers/test-rows";

describe("related items (SPEC §9: same category first, then shared tags, 4 by default)", () => {
  const current = item({ slug: "me", category_slug: "coffee", tags: ["travel"] });
  const items = [
    current,
    item({ slug: "c1", category_slug: "coffee" }),
    item({ slug: "t1", category_slug: "tea", tags: ["Travel"] }),
    item({ slug: "c2", category_slug: "coffee", publish: false }),
    item({ slug: "c3", category_slug: "coffee" }),
    item({ slug: "x1", category_slug: "audio", tags: ["focus"] }),
    item({ slug: "t2", category_slug: "audio", tags: ["travel"] }),
    item({ slug: "t3", category_slug: "audio", tags: ["travel"] }),
  ];

  it("takes published same-category items, then tag matches, up to 4, never itself", () => {
    expect(relatedItems(current, items).map((i) => i.slug)).toEqual(["c1", "c3", "t1", "t2"]);
  });

  it("respects a smaller limit", () => {
    expect(relatedItems(current, items, 1).map((i) => i.slug)).toEqual(["c1"]);
  });
});
