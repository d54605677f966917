import { describe, expect, it } from "vitest";
import { CLICKED_STATE_MS, TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from "./feedback-timing";

describe("feedback timing (SPEC §9)", () => {
  it("uses SPEC's numbers: clicked state 2000 ms, at most 3 toasts, each for 4 seconds", () => {
    expect(CLICKED_STATE_MS).toBe(2000);
    expect(TOAST_VISIBLE_MAX).toBe(3);
    expect(TOAST_DURATION_MS).toBe(4000);
  });
});
