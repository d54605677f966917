import { describe, expect, it } from "vitest";
import { countSelected, countUnselected, filterCountText, selectAll, selectNone } from "./filter-panel";

const groups = [
  { id: "language", options: [{ value: "English" }, { value: "Indonesian" }] },
  { id: "topic", options: [{ value: "UX Research" }, { value: "ResearchOps" }, { value: "Mental Health" }] },
];

describe("filter panel counts", () => {
  it("writes the count as 'N of M' (SPEC §2 Solutions)", () => {
    expect(filterCountText(3, 9)).toBe("3 of 9");
    expect(filterCountText(0, 0)).toBe("0 of 0");
  });

  it("counts selected chips for the Solutions badge", () => {
    expect(countSelected(groups, { language: ["English"], topic: ["UX Research", "ResearchOps"] })).toBe(3);
    expect(countSelected(groups, {})).toBe(0);
  });

  it("counts unselected chips for the floating-popover demo's badge", () => {
    expect(countUnselected(groups, selectAll(groups))).toBe(0);
    expect(
      countUnselected(groups, { language: ["English"], topic: ["UX Research", "ResearchOps", "Mental Health"] }),
    ).toBe(1);
    expect(countUnselected(groups, selectNone(groups))).toBe(5);
  });

  it("ignores selected values that are not options", () => {
    expect(countSelected(groups, { language: ["Klingon"], other: ["x"] })).toBe(0);
    expect(countUnselected(groups, { language: ["Klingon"] })).toBe(5);
  });
});

describe("filter selection helpers", () => {
  it("selects all and none", () => {
    expect(selectAll(groups)).toEqual({
      language: ["English", "Indonesian"],
      topic: ["UX Research", "ResearchOps", "Mental Health"],
    });
    expect(selectNone(groups)).toEqual({ language: [], topic: [] });
  });
});
