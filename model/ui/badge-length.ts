/**
 * SPEC §4 "Badge": the length class of a badge by its text. Up to 15
 * characters is short; up to 30 is medium (hidden below the small breakpoint);
 * anything longer is long (hidden below the large breakpoint).
 */
export type BadgeLength = "short" | "medium" | "long";

export const BADGE_SHORT_MAX = 15;
export const BADGE_MEDIUM_MAX = 30;

/** Code points that join the one before them into a single visible character. */
const JOINING = String.raw`[\p{M}\p{Emoji_Modifier}\u{E0020}-\u{E007F}]*`;
/**
 * One visible character: a flag (two regional indicators), or a code point with its
 * marks, variation selectors, skin tones and tags, joined by ZWJ to any that follow.
 * (A regular expression rather than Intl.Segmenter, whose set-up costs tens of
 * milliseconds on a phone at page load.)
 */
const GRAPHEME = new RegExp(String.raw`\p{Regional_Indicator}{2}|[^]${JOINING}(?:\u200d[^]${JOINING})*`, "gu");
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Characters as a reader counts them: an emoji such as 👩‍💻 or 🇮🇩 is one. Surrounding spaces do not count. */
export function visibleLength(text: string): number {
  const trimmed = text.trim();
  if (PLAIN_ASCII.test(trimmed)) return trimmed.length;
  return trimmed.match(GRAPHEME)?.length ?? 0;
}

export function badgeLengthClass(text: string): BadgeLength {
  const length = visibleLength(text);
  if (length <= BADGE_SHORT_MAX) return "short";
  if (length <= BADGE_MEDIUM_MAX) return "medium";
  return "long";
}
