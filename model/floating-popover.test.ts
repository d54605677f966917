import { describe, expect, it } from "vitest";
import { POPOVER_DEFAULTS, popoverMargin, popoverOffsetMargin, popoverPositionArea } from "./floating-popover";

describe("SPEC §9 floating popover constants", () => {
  it("defaults to position right-center, side bottom, alignment end and side offset 16", () => {
    expect(POPOVER_DEFAULTS).toEqual({ position: "right-center", side: "bottom", align: "end", sideOffset: 16 });
  });

  it("keeps 16 px from the screen edge below 768 px and 24 px from 768 px up", () => {
    expect(popoverMargin(320)).toBe(16);
    expect(popoverMargin(767)).toBe(16);
    expect(popoverMargin(768)).toBe(24);
    expect(popoverMargin(1366)).toBe(24);
  });
});

describe("popoverPositionArea and popoverOffsetMargin (SPEC §9 side and alignment)", () => {
  it("puts the panel on its side, lined up with the trigger's start, centre or end", () => {
    expect(popoverPositionArea("bottom", "end")).toBe("bottom span-left");
    expect(popoverPositionArea("bottom", "start")).toBe("bottom span-right");
    expect(popoverPositionArea("top", "center")).toBe("top");
    expect(popoverPositionArea("right", "start")).toBe("right span-bottom");
    expect(popoverPositionArea("left", "end")).toBe("left span-top");
  });

  it("keeps the offset only on the side facing the trigger", () => {
    expect(popoverOffsetMargin("bottom", 16)).toBe("16px 0 0 0");
    expect(popoverOffsetMargin("top", 16)).toBe("0 0 16px 0");
    expect(popoverOffsetMargin("right", 8)).toBe("0 0 0 8px");
    expect(popoverOffsetMargin("left", 8)).toBe("0 8px 0 0");
  });
});
