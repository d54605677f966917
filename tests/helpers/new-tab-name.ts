/**
 * The accessible name of a link that opens a new tab: its words, then SafeLink's hint
 * (app/ui/safe-link.tsx). jsdom drops the space before the hint; a browser keeps it.
 */
export function newTabName(words: string): RegExp {
  const escaped = words.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`^${escaped} ?\\(opens in a new tab\\)$`);
}
