import { describe, expect, it } from "vitest";
import { focusMoveIndex } from "./focus-move";

describe("focusMoveIndex", () => {
  it("moves down and up, wrapping around at the ends", () => {
    expect(focusMoveIndex("ArrowDown", 0, 3)).toBe(1);
    expect(focusMoveIndex("ArrowDown", 2, 3)).toBe(0);
    expect(focusMoveIndex("ArrowUp", 1, 3)).toBe(0);
    expect(focusMoveIndex("ArrowUp", 0, 3)).toBe(2);
  });

  it("goes to the first item on Home and the last on End", () => {
    expect(focusMoveIndex("Home", 2, 3)).toBe(0);
    expect(focusMoveIndex("End", 0, 3)).toBe(2);
  });

  it("leaves other keys, unknown items and empty rows to the browser", () => {
    expect(focusMoveIndex("Enter", 0, 3)).toBeUndefined();
    expect(focusMoveIndex("ArrowDown", -1, 3)).toBeUndefined();
    expect(focusMoveIndex("End", 0, 0)).toBeUndefined();
  });
});
