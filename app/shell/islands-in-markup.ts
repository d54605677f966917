/** The islands a rendered page has: the names its elements' `data-island` attributes give (app/islands/island.ts). */
export function islandsInMarkup(html: string): Set<string> {
  return new Set([...html.matchAll(/\sdata-island="([\w-]+)"/g)].map((match) => match[1] ?? ""));
}
