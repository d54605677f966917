/**
 * Element ids for the Jump-to menus (SPEC §2 Experiences: one sub-entry per
 * job and four for the values): a prefix and the text in lower-case words
 * joined by hyphens, with accents and symbols dropped. Repeats get -2, -3...
 * so every id on the page stays unique.
 */
export function anchorId(prefix: string, text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug ? `${prefix}-${slug}` : prefix;
}

/** anchorId for a list, keeping each id unique by numbering repeats in order. */
export function uniqueAnchorIds(prefix: string, texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = anchorId(prefix, text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
