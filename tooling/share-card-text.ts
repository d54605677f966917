/**
 * A title as the share image draws it. The page keeps the title as written (its
 * og:image:alt says it whole); the picture leaves out what no font can draw, so
 * that it never shows an empty box in place of a character.
 */

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** A flag emoji (two regional indicators) as its two letters, as systems without flag pictures show it. */
function flagLetters(pair: string): string {
  return [...pair]
    .map((indicator) => String.fromCharCode(65 + (indicator.codePointAt(0) ?? 0) - REGIONAL_INDICATOR_A))
    .join("");
}

const collapseSpaces = (text: string) => text.replace(/\s+/gu, " ").trim();

/**
 * `text` with country flags as letters (the emoji set has no flag pictures), and
 * without what draws as a box or moves text around: half surrogate pairs, bidi
 * overrides and isolates (the drawing lays out right-to-left text by itself),
 * byte-order marks and control characters (line breaks become spaces).
 */
export function drawableText(text: string): string {
  return collapseSpaces(
    text
      .replace(/\p{RI}{2}/gu, flagLetters)
      .replace(/\p{RI}/gu, "")
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
      .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, "")
      .replace(/[\p{Cc}\u2028\u2029]/gu, " "),
  );
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * `text` without the graphemes in `leftOut` (emoji with no picture) and without
 * its characters in `leftOut` (characters no font has), spaces collapsed.
 */
export function withoutCharacters(text: string, leftOut: ReadonlySet<string>): string {
  if (leftOut.size === 0) return text;
  const kept = [...graphemes.segment(text)].map(({ segment }) =>
    leftOut.has(segment) ? " " : [...segment].filter((character) => !leftOut.has(character)).join(""),
  );
  return collapseSpaces(kept.join(""));
}

/** "rtl" when the first letter of `text` is of a right-to-left script, as dir="auto" decides in a browser. */
export function textDirection(text: string): "ltr" | "rtl" {
  const first = /\p{L}/u.exec(text)?.[0] ?? "";
  return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(first)
    ? "rtl"
    : "ltr";
}
