import { describe, expect, it } from "vitest";
import { guideTitle, itemTitle } from "./inspiration-titles";

describe("guide page title (SPEC §2 'the guide's seo_title, or '{title} Guide — Inspirations' when absent')", () => {
  it("uses seo_title when present", () => {
    expect(guideTitle({ title: "Coffee at home", seo_title: "Pour-over gear I use" })).toBe("Pour-over gear I use");
  });
  it("falls back to '{title} Guide — Inspirations'", () => {
    expect(guideTitle({ title: "Coffee at home", seo_title: undefined })).toBe("Coffee at home Guide — Inspirations");
  });
  it("names a recommendation page after its item", () => {
    expect(itemTitle({ title: "Gooseneck kettle" })).toBe("Gooseneck kettle — Inspirations");
  });
});
