import { describe, expect, it } from "vitest";
import { POPOVER_DEFAULTS, popoverMargin, popoverMargins, popoverPositionArea } from "./floating-popover";

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

describe("popoverPositionArea and popoverMargins (SPEC §9 side, alignment and margins)", () => {
  it("puts the panel on its side, lined up with the trigger's start, centre or end", () => {
    expect(popoverPositionArea("bottom", "end")).toBe("bottom span-left");
    expect(popoverPositionArea("bottom", "start")).toBe("bottom span-right");
    expect(popoverPositionArea("top", "center")).toBe("top");
    expect(popoverPositionArea("right", "start")).toBe("right span-bottom");
    expect(popoverPositionArea("left", "end")).toBe("left span-top");
  });

  it("keeps the side offset towards the trigger, the screen-edge margin elsewhere, none on the lined-up edge", () => {
    const offset = "var(--popover-side-offset)";
    const edge = "var(--popover-edge)";
    expect(popoverMargins("bottom", "end")).toBe(`${offset} 0 ${edge} ${edge}`);
    expect(popoverMargins("bottom", "start")).toBe(`${offset} ${edge} ${edge} 0`);
    expect(popoverMargins("top", "center")).toBe(`${edge} ${edge} ${offset} ${edge}`);
    expect(popoverMargins("right", "start")).toBe(`0 ${edge} ${edge} ${offset}`);
    expect(popoverMargins("left", "end")).toBe(`${edge} ${offset} 0 ${edge}`);
  });
});
