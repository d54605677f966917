/**
 * SPEC "Components pages" (H1/H2 header variants with highlighted words): split
 * a heading into plain and highlighted runs. Every occurrence of each phrase is
 * highlighted, matching case-insensitively on whole words; when phrases overlap
 * the longer one wins. Empty phrases are ignored.
 */
export type TextRun = { text: string; highlighted: boolean };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function splitHighlights(text: string, phrases: readonly string[]): TextRun[] {
  const wanted = [...new Set(phrases.map((phrase) => phrase.trim()).filter((phrase) => phrase !== ""))].sort(
    (a, b) => b.length - a.length,
  );
  if (text === "") return [];
  if (wanted.length === 0) return [{ text, highlighted: false }];
  // Word edges by Unicode letters and digits, so "art" does not light up "start".
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${wanted.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start), highlighted: false });
    runs.push({ text: match[0], highlighted: true });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), highlighted: false });
  return runs;
}
