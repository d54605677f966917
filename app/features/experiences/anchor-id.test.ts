import { describe, expect, it } from "vitest";
import { anchorId, uniqueAnchorIds } from "./anchor-id";

describe("SPEC §2 Experiences jump menu: anchor ids for jobs and values", () => {
  it("joins the prefix and the text's words with hyphens", () => {
    expect(anchorId("job", "UX Research Lead at Sayurloka")).toBe("job-ux-research-lead-at-sayurloka");
  });

  it("drops accents, symbols and emoji", () => {
    expect(anchorId("value", "Café & Crème 🐢!")).toBe("value-cafe-creme");
  });

  it("falls back to the prefix when nothing is left", () => {
    expect(anchorId("job", "🏆")).toBe("job");
  });

  it("numbers repeats so ids stay unique on the page", () => {
    expect(uniqueAnchorIds("job", ["Researcher", "Researcher", "Lead", "researcher"])).toEqual([
      "job-researcher",
      "job-researcher-2",
      "job-lead",
      "job-researcher-3",
    ]);
  });
});
