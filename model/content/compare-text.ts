/**
 * Alphabetical order that ignores case and accents, like
 * `a.localeCompare(b, "en", { sensitivity: "base" })` for names and titles,
 * without Intl: a browser's first locale-aware comparison sets up a collator,
 * a long task while the guide page hydrates (its links are sorted by store
 * name as the page renders). Letters and digits order as in English; other
 * punctuation orders by code point. Equal texts (e.g. "Café" and "cafe") give 0,
 * so a stable sort keeps their order.
 */
export function compareText(a: string, b: string): number {
  const x = foldForSort(a);
  const y = foldForSort(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

const NON_ASCII = /[^\u0020-\u007e]/;

/** Lower case, accents removed ("Café" → "cafe"). */
function foldForSort(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize("NFD").replace(/\p{M}/gu, "") : lower;
}
