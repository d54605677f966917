import { describe, expect, it } from "vitest";
import { POPOVER_DEFAULTS, popoverMargin } from "./floating-popover";

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
