/**
 * The display face's files, made at build-tool time (npm run fonts:subset) from
 * @fontsource-variable/bricolage-grotesque: each of its files fixed at the one
 * weight the site's headings use (a static face is about half the variable
 * one), and its Latin file split in two: the characters of English copy, which
 * every page needs and preloads, and the rest of Latin (accented letters, rarer
 * symbols), which a browser downloads only when a heading uses one of them (CSS
 * unicode-range). Self-hosted and subsetted, so English copy loads only the
 * smallest file.
 */

/** The weight of every display-face file; app.css gives display text no other. */
export const DISPLAY_FONT_WEIGHT = 700;

/**
 * The OpenType features the display face keeps: those a browser applies to horizontal text by default
 * (kerning, ligatures, contextual and required forms, marks, local forms). The font also carries fraction
 * (frac, numr, dnom) and tabular-figure (tnum) forms, which no display text asks for and which were 2 KB of
 * the preloaded file's 14.5 KB. A heading that asks for them gets the default forms: to use one, add its
 * tag here and run npm run fonts:subset (decision 032).
 */
export const DISPLAY_FONT_FEATURES = [
  "abvm",
  "blwm",
  "calt",
  "ccmp",
  "clig",
  "curs",
  "dist",
  "kern",
  "liga",
  "locl",
  "mark",
  "mkmk",
  "rclt",
  "rlig",
  "rvrn",
] as const;

/** Inclusive code point ranges. */
export type CodePointRange = readonly [first: number, last: number];

/** The unicode-range of fontsource's Latin face, as published in its wght.css. */
export const FONTSOURCE_LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** ASCII, no-break space, ©, middle dot, dashes, curly quotes, bullet, ellipsis, primes, single guillemets. */
export const BASIC_LATIN_RANGES: readonly CodePointRange[] = [
  [0x0000, 0x007f],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00b7, 0x00b7],
  [0x2010, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
];

/** Parses a CSS unicode-range list of single code points and ranges ("U+0131,U+0152-0153"). */
export function parseUnicodeRange(css: string): CodePointRange[] {
  return css.split(",").map((part) => {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`Not a unicode-range entry: "${part}"`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    if (last < first) throw new Error(`Empty unicode-range entry: "${part}"`);
    return [first, last] as const;
  });
}

/** Sorted, with overlapping and touching ranges merged. */
export function normaliseRanges(ranges: readonly CodePointRange[]): CodePointRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [first, last] of sorted) {
    const previous = merged.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}

/** The code points of `ranges` that are not in `removed`. */
export function subtractRanges(
  ranges: readonly CodePointRange[],
  removed: readonly CodePointRange[],
): CodePointRange[] {
  let remaining = normaliseRanges(ranges);
  for (const [cutFirst, cutLast] of normaliseRanges(removed)) {
    remaining = remaining.flatMap(([first, last]): CodePointRange[] => {
      if (cutLast < first || cutFirst > last) return [[first, last]];
      const pieces: CodePointRange[] = [];
      if (first < cutFirst) pieces.push([first, cutFirst - 1]);
      if (cutLast < last) pieces.push([cutLast + 1, last]);
      return pieces;
    });
  }
  return remaining;
}

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, "0");
}

/** The CSS unicode-range value for `ranges`. */
export function cssUnicodeRange(ranges: readonly CodePointRange[]): string {
  return normaliseRanges(ranges)
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(",");
}

/** Every code point of `ranges` as a string, for the subsetter. */
export function charactersOf(ranges: readonly CodePointRange[]): string {
  return normaliseRanges(ranges)
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join("");
}

export type DisplayFontSubset = { file: string; ranges: readonly CodePointRange[] };

/** A file of the display face: made from the package's file `source`, for the characters of `ranges`. */
export type DisplayFace = DisplayFontSubset & { source: string };

const latin = parseUnicodeRange(FONTSOURCE_LATIN_RANGE);

/** fontsource's Latin file, the one split in two. */
export const LATIN_SOURCE = "bricolage-grotesque-latin-wght-normal.woff2";

/** The two files made from fontsource's Latin file; the first is preloaded. */
export const DISPLAY_FONT_SUBSETS: readonly [DisplayFontSubset, DisplayFontSubset] = [
  { file: `bricolage-grotesque-latin-basic-${DISPLAY_FONT_WEIGHT}.woff2`, ranges: BASIC_LATIN_RANGES },
  {
    file: `bricolage-grotesque-latin-rest-${DISPLAY_FONT_WEIGHT}.woff2`,
    ranges: subtractRanges(latin, BASIC_LATIN_RANGES),
  },
];

export type FontFace = { file: string; unicodeRange: string };

/** The faces of a fontsource CSS file (file name and unicode-range of each @font-face), in order. */
export function fontsourceFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim();
    if (!file || !unicodeRange) throw new Error("A fontsource @font-face without a woff2 file or a unicode-range");
    return { file, unicodeRange };
  });
}

/**
 * The @font-face rules of the display face: one per file, each loaded only for its characters. `optional`: a
 * face that has not arrived by the first paint is not swapped in later, so headings never move under the reader
 * (the face is preloaded, and cached for the next page).
 */
export function displayFontCss(family: string, faces: readonly DisplayFace[]): string {
  const rules = faces.map(
    (face) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: optional;
  font-weight: ${DISPLAY_FONT_WEIGHT};
  src: url("./${face.file}") format("woff2");
  unicode-range: ${cssUnicodeRange(face.ranges)};
}
`,
  );
  return `/* Made by npm run fonts:subset (scripts/subset-display-font.ts); do not edit. */\n${rules.join("\n")}`;
}

/** The files made from the package's faces (from its CSS): its Latin face split in two, each other face as one file. */
export function displayFaces(packageCss: string): DisplayFace[] {
  return fontsourceFaces(packageCss).flatMap((face): DisplayFace[] =>
    face.file === LATIN_SOURCE
      ? DISPLAY_FONT_SUBSETS.map((subset) => ({ ...subset, source: LATIN_SOURCE }))
      : [
          {
            file: face.file.replace(/-wght-normal\.woff2$/, `-${DISPLAY_FONT_WEIGHT}.woff2`),
            ranges: parseUnicodeRange(face.unicodeRange),
            source: face.file,
          },
        ],
  );
}
