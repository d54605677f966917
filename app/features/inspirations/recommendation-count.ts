const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * SPEC §2: the long date of a guide's last_updated (YYYY-MM-DD), in UTC so build
 * and browser agree: what Intl.DateTimeFormat("en-US", { dateStyle: "long" })
 * writes, without creating a formatter (its first use is a long task in the page's
 * start-up on a phone).
 */
export function longDate(isoDate: string): string | undefined {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * SPEC §2 guide detail: 'N recommendation(s)', followed by ', updated {long
 * date}' when last_updated exists (and is a date).
 */
export function recommendationCountLine(count: number, lastUpdated?: string): string {
  const base = `${count} recommendation(s)`;
  const updated = lastUpdated ? longDate(lastUpdated) : undefined;
  return updated ? `${base}, updated ${updated}` : base;
}
