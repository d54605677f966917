/** SPEC §2: the long date of a guide's last_updated (YYYY-MM-DD), in UTC so build and browser agree. */
export function longDate(isoDate: string): string | undefined {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
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
