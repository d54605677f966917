import { type LinkTarget, linkTarget } from "#model/security/safe-links.ts";

/** A run of a card description: plain text, or a markdown-style link (its URL as written, shown as its text). */
export type InlineRun =
  { kind: "text"; text: string } | { kind: "link"; label: string; url: string; target: LinkTarget };

const LINK = /\[([^\]\n]*)\]\(([^()\s]+)\)/g;

/**
 * SPEC §5: markdown-style links in card descriptions become links showing the
 * URL text; where it goes is the site's one link rule (safe-links.ts). A link
 * whose URL is not allowed (SPEC §5 protocols) stays text: its label, without the URL.
 */
export function splitInlineLinks(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  const pushText = (value: string) => {
    if (value === "") return;
    const last = runs.at(-1);
    if (last?.kind === "text") last.text += value;
    else runs.push({ kind: "text", text: value });
  };
  let index = 0;
  for (const match of text.matchAll(LINK)) {
    pushText(text.slice(index, match.index));
    const label = match[1] ?? "";
    const url = match[2] ?? "";
    const target = linkTarget(url);
    if (target) runs.push({ kind: "link", label, url, target });
    else pushText(label);
    index = match.index + match[0].length;
  }
  pushText(text.slice(index));
  return runs;
}
