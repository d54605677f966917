import { describe, expect, it } from "vitest";
import { keepLastGoodReason } from "./last-good-rows";

describe("keepLastGoodReason (a fresh reading replaces the served rows only when it is whole, not empty and not cut off)", () => {
  it("never lets a file that cannot be read whole replace anything, even when a shrink is accepted", () => {
    const fresh = { rows: 0, unreadable: "the file does not parse whole" };
    expect(keepLastGoodReason(fresh, { lastGoodRows: 27 })).toBe("the file does not parse whole");
    expect(keepLastGoodReason(fresh, { lastGoodRows: 27, acceptShrink: true })).toBe("the file does not parse whole");
  });

  it("keeps the last good rows for an empty or header-only tab, with or without a last good copy", () => {
    expect(keepLastGoodReason({ rows: 0 }, { lastGoodRows: 27 })).toBe(
      "it has no usable rows where the last good copy had 27 rows",
    );
    expect(keepLastGoodReason({ rows: 0 })).toBe("it has no usable rows");
  });

  it("keeps them for a tab cut to less than half of its rows (7 of 27: a file cut at a line end)", () => {
    expect(keepLastGoodReason({ rows: 7 }, { lastGoodRows: 27 })).toBe(
      "it has 7 rows where the last good copy had 27 rows: it looks cut off",
    );
    expect(keepLastGoodReason({ rows: 1 }, { lastGoodRows: 4 })).toMatch(/looks cut off/);
  });

  it("serves ordinary edits at once: a removed row, half of the rows, a small tab halved, more rows", () => {
    expect(keepLastGoodReason({ rows: 26 }, { lastGoodRows: 27 })).toBeUndefined();
    expect(keepLastGoodReason({ rows: 14 }, { lastGoodRows: 27 })).toBeUndefined();
    expect(keepLastGoodReason({ rows: 2 }, { lastGoodRows: 4 })).toBeUndefined();
    expect(keepLastGoodReason({ rows: 1 }, { lastGoodRows: 3 })).toBeUndefined();
    expect(keepLastGoodReason({ rows: 40 }, { lastGoodRows: 27 })).toBeUndefined();
    expect(keepLastGoodReason({ rows: 5 })).toBeUndefined();
  });

  it("lets the owner empty or cut a tab on purpose (CONTENT_ACCEPT_SHRINK)", () => {
    expect(keepLastGoodReason({ rows: 0 }, { lastGoodRows: 27, acceptShrink: true })).toBeUndefined();
    expect(keepLastGoodReason({ rows: 3 }, { lastGoodRows: 27, acceptShrink: true })).toBeUndefined();
  });
});
