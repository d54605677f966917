import { describe, expect, it } from "vitest";
import { normaliseDeep, normaliseText, wellFormed } from "./normalise-text";

describe("content text is normalised where it is read (well-formed UTF-16, NFC)", () => {
  it("replaces lone surrogates with U+FFFD and keeps pairs", () => {
    expect(wellFormed("a\uD800b\uDC00c😀")).toBe("a\uFFFDb\uFFFDc😀");
    expect(wellFormed("end\uD83D")).toBe("end\uFFFD");
  });

  it("agrees with String.prototype.toWellFormed where the runtime has it", () => {
    const sample = "x\uD800\uDBFF\uDFFFy\uDC00";
    const native = (sample as unknown as { toWellFormed?: () => string }).toWellFormed?.();
    if (native !== undefined) expect(wellFormed(sample)).toBe(native);
  });

  it("writes NFC", () => {
    expect(normaliseText("cafe\u0301")).toBe("café");
  });

  it("normalises every string of a parsed JSON value, keys too, and keeps __proto__ as data", () => {
    const value = JSON.parse('{"__proto__": "p", "k\\ud800": ["cafe\\u0301", 1, true, null, {"x": "\\udc00"}]}');
    const normalised = normaliseDeep(value) as Record<string, unknown>;
    expect(Object.getPrototypeOf(normalised)).toBe(Object.prototype);
    expect(Object.keys(normalised)).toEqual(["__proto__", "k\uFFFD"]);
    expect(normalised["k\uFFFD"]).toEqual(["café", 1, true, null, { x: "\uFFFD" }]);
  });
});
