/**
 * When a fresh reading of a content tab (a CSV file, a sheet tab, a list of a
 * sheet's answer) may replace the rows the site serves, and when the last good
 * rows are kept instead. One rule for the build, the Node server and the
 * Worker, so one typo can never empty the site:
 * - a file that cannot be read whole (missing, unreadable, too large, a quote
 *   never closed, cut off mid-row) never replaces anything;
 * - a tab with no usable rows (an empty file, a header with no rows, a renamed
 *   required column, every row invalid) does not either;
 * - a tab that has suspiciously shrunk does not: fewer than half the rows of
 *   the last good reading and at least SHRINK.rows fewer (a file cut at a line
 *   end, half a paste). Removing a row or two, or half of a four-row tab, is an
 *   edit and is served at once.
 * The owner who really means to empty or cut a tab says so for one build or
 * server start with CONTENT_ACCEPT_SHRINK=1; a file that cannot be read whole
 * is never accepted.
 */
export const SHRINK = {
  /** A reading with fewer than this share of the last good rows has shrunk… */
  share: 0.5,
  /** …when it also lost at least this many rows. */
  rows: 3,
} as const;

/** The fresh reading: how many rows would be served, or why the file cannot be read whole. */
export type TabReading = { rows: number; unreadable?: string };

export type ReplaceOptions = {
  /** Rows of the last good reading, when there is one. */
  lastGoodRows?: number | undefined;
  /** CONTENT_ACCEPT_SHRINK: an empty or shrunk tab replaces the last good rows. */
  acceptShrink?: boolean;
};

/** Why `fresh` must not replace the last good rows (the reason for the log), or undefined when it may. */
export function keepLastGoodReason(fresh: TabReading, options: ReplaceOptions = {}): string | undefined {
  if (fresh.unreadable !== undefined) return fresh.unreadable;
  if (options.acceptShrink) return undefined;
  const last = options.lastGoodRows ?? 0;
  const had = last > 0 ? ` where the last good copy had ${rowsOf(last)}` : "";
  if (fresh.rows === 0) return `it has no usable rows${had}`;
  if (fresh.rows < last * SHRINK.share && last - fresh.rows >= SHRINK.rows) {
    return `it has ${rowsOf(fresh.rows)}${had}: it looks cut off`;
  }
  return undefined;
}

/** What the owner runs to accept an empty or shrunk tab on purpose, for messages. */
export const ACCEPT_SHRINK_HINT = "if you removed those rows on purpose, set CONTENT_ACCEPT_SHRINK=1 for one build";

function rowsOf(count: number): string {
  return `${count} row${count === 1 ? "" : "s"}`;
}
