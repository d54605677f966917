import { describe, expect, it } from "vitest";
import { swipeDismissesToast } from "./toast-swipe";

describe("swipeDismissesToast (SPEC §9: threshold 20 px)", () => {
  it("dismisses from 20 px down", () => {
    expect(swipeDismissesToast(20)).toBe(true);
    expect(swipeDismissesToast(60)).toBe(true);
  });

  it("keeps a toast swiped less, or swiped up", () => {
    expect(swipeDismissesToast(19.5)).toBe(false);
    expect(swipeDismissesToast(0)).toBe(false);
    expect(swipeDismissesToast(-40)).toBe(false);
  });
});
