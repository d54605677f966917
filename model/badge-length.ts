/**
 * SPEC §4 "Badge": the length class of a badge by its text. Up to 15
 * characters is short; up to 30 is medium (hidden below the small breakpoint);
 * anything longer is long (hidden below the large breakpoint).
 */
export type BadgeLength = "short" | "medium" | "long";

export const BADGE_SHORT_MAX = 15;
export const BADGE_MEDIUM_MAX = 30;

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : undefined;

/** Characters as a reader counts them: an emoji such as 👩‍💻 or 🇮🇩 is one. Surrounding spaces do not count. */
export function visibleLength(text: string): number {
  const trimmed = text.trim();
  if (segmenter) {
    let count = 0;
    for (const _ of segmenter.segment(trimmed)) count += 1;
    return count;
  }
  return Array.from(trimmed).length;
}

export function badgeLengthClass(text: string): BadgeLength {
  const length = visibleLength(text);
  if (length <= BADGE_SHORT_MAX) return "short";
  if (length <= BADGE_MEDIUM_MAX) return "medium";
  return "long";
}
