/**
 * The longest value each kind of content cell may hold, in one place. An
 * item title of 100 000 characters froze its page for ~95 s in layout; no
 * real title, note or address comes near these.
 *
 * Text over its limit is cut (and reported by content:check and the server
 * log): the row stays on the site with a shortened title or note, because
 * dropping a whole recommendation for an over-long note hides good data.
 * Addresses and slugs over their limit are invalid like any malformed one: a
 * cut address would lead somewhere else.
 */
export const TEXT_LIMITS = {
  /** Titles, names, labels, badges, store names, section titles: a line or two on a card. */
  title: 200,
  /** Intros, descriptions, alt texts, SEO descriptions: a paragraph. */
  text: 2_000,
  /** Markdown notes, descriptions and guide sections. */
  markdown: 20_000,
  /** Any address: http(s) URLs, site paths, file names. */
  url: 2_048,
  /** Slugs, which are part of an address. */
  slug: 100,
  /** Entries of a list cell (tags, badges, manual order) and sections of a guide. */
  listEntries: 50,
} as const;

export type TextLimit = Exclude<keyof typeof TEXT_LIMITS, "listEntries" | "url" | "slug">;

/** `text` cut to at most `max` UTF-16 units, ending in "…", never in the middle of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
