import { describe, expect, it } from "vitest";
import {
  BASIC_LATIN_RANGES,
  charactersOf,
  cssUnicodeRange,
  DISPLAY_FONT_SUBSETS,
  DISPLAY_FONT_WEIGHT,
  displayFaces,
  displayFontCss,
  FONTSOURCE_LATIN_RANGE,
  LATIN_SOURCE,
  normaliseRanges,
  parseUnicodeRange,
  subtractRanges,
} from "./display-font-subsets";

describe("unicode ranges", () => {
  it("parses single code points and ranges, and writes them back", () => {
    const ranges = parseUnicodeRange("U+0131,U+0152-0153, U+2000-206F");
    expect(ranges).toEqual([
      [0x131, 0x131],
      [0x152, 0x153],
      [0x2000, 0x206f],
    ]);
    expect(cssUnicodeRange(ranges)).toBe("U+0131,U+0152-0153,U+2000-206F");
  });

  it("refuses what is not a range", () => {
    expect(() => parseUnicodeRange("U+0041,latin")).toThrow('Not a unicode-range entry: "latin"');
    expect(() => parseUnicodeRange("U+0050-0040")).toThrow("Empty unicode-range entry");
  });

  it("merges overlapping and touching ranges", () => {
    expect(
      normaliseRanges([
        [10, 12],
        [1, 3],
        [4, 5],
        [11, 20],
      ]),
    ).toEqual([
      [1, 5],
      [10, 20],
    ]);
  });

  it("subtracts ranges, splitting where a cut falls inside", () => {
    expect(
      subtractRanges(
        [[0, 100]],
        [
          [10, 19],
          [50, 50],
          [90, 200],
        ],
      ),
    ).toEqual([
      [0, 9],
      [20, 49],
      [51, 89],
    ]);
  });

  it("lists every code point as a character", () => {
    expect(
      charactersOf([
        [0x41, 0x43],
        [0x2026, 0x2026],
      ]),
    ).toBe("ABC…");
  });
});

describe("the display font's Latin subsets", () => {
  const [basic, rest] = DISPLAY_FONT_SUBSETS;

  it("together cover exactly fontsource's Latin face, with no character in both", () => {
    const latin = cssUnicodeRange(parseUnicodeRange(FONTSOURCE_LATIN_RANGE));
    expect(cssUnicodeRange([...basic.ranges, ...rest.ranges])).toBe(latin);
    expect(subtractRanges(basic.ranges, rest.ranges)).toEqual(normaliseRanges(basic.ranges));
  });

  it("puts English copy in the preloaded file: letters, digits, dashes, curly quotes, ellipsis, ©", () => {
    const characters = charactersOf(BASIC_LATIN_RANGES);
    for (const character of "Sekar Wulandari — UX research lead… “quotes” ‘it’s’ © 2026 · 1–2") {
      expect(characters).toContain(character);
    }
    expect(charactersOf(rest.ranges)).toContain("é");
  });
});

describe("displayFaces", () => {
  it("makes one file of each of the package's other faces, at the display weight, and puts the two subsets where its Latin face was", () => {
    const css = `@font-face { src: url(./files/x-latin-ext-wght-normal.woff2) format('woff2'); unicode-range: U+0100-02BA; }
      @font-face { src: url(./files/${LATIN_SOURCE}) format('woff2'); unicode-range: ${FONTSOURCE_LATIN_RANGE}; }`;
    expect(displayFaces(css)).toEqual([
      {
        file: `x-latin-ext-${DISPLAY_FONT_WEIGHT}.woff2`,
        source: "x-latin-ext-wght-normal.woff2",
        ranges: [[0x100, 0x2ba]],
      },
      ...DISPLAY_FONT_SUBSETS.map((subset) => ({ ...subset, source: LATIN_SOURCE })),
    ]);
  });
});

describe("displayFontCss", () => {
  it("never swaps a face in after the first paint (font-display: optional), so headings do not move", () => {
    const css = displayFontCss("Display", [
      { file: "display-latin.woff2", source: "latin.woff2", ranges: [[0, 0x7f]] },
    ]);
    expect(css).toContain("font-display: optional;");
    expect(css).not.toContain("swap");
  });

  it("declares each file at the one weight it was made at, for its characters", () => {
    const css = displayFontCss("Display", [
      { file: "display-latin.woff2", source: "latin.woff2", ranges: [[0, 0x7f]] },
    ]);
    expect(css).toContain(`font-weight: ${DISPLAY_FONT_WEIGHT};`);
    expect(css).toContain(`src: url("./display-latin.woff2") format("woff2");`);
    expect(css).toContain("unicode-range: U+0000-007F;");
  });
});
