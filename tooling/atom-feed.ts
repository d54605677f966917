/**
 * An Atom 1.0 document (RFC 4287) from plain data. Text is XML-escaped and
 * stripped of characters XML 1.0 cannot carry, so any content cell is safe.
 */

export type AtomEntry = {
  /** A permanent IRI for the entry (an absolute URL of the site). */
  id: string;
  title: string;
  /** Where the entry is read or watched (absolute URL). */
  link: string;
  /** Date of the entry, YYYY-MM-DD. */
  updated: string;
  summary?: string;
  categories?: readonly string[];
};

export type AtomFeed = {
  id: string;
  title: string;
  subtitle?: string;
  /** The feed's own address (rel="self"). */
  selfUrl: string;
  /** The site the feed belongs to (rel="alternate"). */
  siteUrl: string;
  author: string;
  entries: readonly AtomEntry[];
};

// Characters outside XML 1.0's Char production (control characters, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXmlText(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, "")
    .replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

/** A date of the content (YYYY-MM-DD) as an Atom timestamp, midnight UTC. */
export function atomDate(date: string): string {
  return `${date}T00:00:00Z`;
}

/** The newest date first; entries of the same day keep their order. */
export function newestFirst<T extends { updated: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0));
}

export function atomFeedXml(feed: AtomFeed): string {
  const e = escapeXmlText;
  const entries = newestFirst(feed.entries);
  // A feed with no entries still needs an updated date; the epoch says "nothing yet" honestly.
  const updated = entries[0]?.updated ?? "1970-01-01";
  const entryXml = entries.map((entry) =>
    [
      "  <entry>",
      `    <id>${e(entry.id)}</id>`,
      `    <title>${e(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${e(entry.link)}"/>`,
      `    <updated>${atomDate(entry.updated)}</updated>`,
      ...(entry.summary ? [`    <summary>${e(entry.summary)}</summary>`] : []),
      ...(entry.categories ?? []).map((term) => `    <category term="${e(term)}"/>`),
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${e(feed.id)}</id>`,
    `  <title>${e(feed.title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle>${e(feed.subtitle)}</subtitle>`] : []),
    `  <link rel="self" type="application/atom+xml" href="${e(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(feed.siteUrl)}"/>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <author><name>${e(feed.author)}</name></author>`,
    ...entryXml,
    "</feed>",
    "",
  ].join("\n");
}
