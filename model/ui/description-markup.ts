import { linkTarget } from "../security/safe-links";

/**
 * SPEC §3 "Description markup" of experience cards: free markdown with embedded
 * tokens, rendered in order:
 *   <<image:path>>   an image (an optional '|alt text' after the path describes it)
 *   <<case:slug>>    that case study's card; an unknown slug renders nothing
 *   <<link:url>>     an 'External Article / Click to read more' card
 */
export type DescriptionPart =
  | { kind: "markdown"; text: string }
  | { kind: "image"; src: string; alt: string }
  | { kind: "case"; slug: string }
  | { kind: "link"; url: string };

const TOKEN = /<<(image|case|link):([^<>]*)>>/g;

/** Image sources may be site paths, relative paths or http(s) URLs; no other protocol. */
function isImageSource(path: string): boolean {
  const kind = linkTarget(path)?.kind;
  return kind === "site" || kind === "web";
}

/** The address of an article a link token names: a web page elsewhere, as a browser reads it. */
function articleUrl(value: string): string | undefined {
  const target = linkTarget(value);
  return target?.kind === "web" ? target.href : undefined;
}

function tokenPart(kind: string, rawValue: string): DescriptionPart | null {
  const value = rawValue.trim();
  if (value === "") return null;
  if (kind === "case") return { kind: "case", slug: value };
  if (kind === "link") {
    const url = articleUrl(value);
    return url ? { kind: "link", url } : null;
  }
  const bar = value.indexOf("|");
  const src = (bar === -1 ? value : value.slice(0, bar)).trim();
  const alt = bar === -1 ? "" : value.slice(bar + 1).trim();
  return isImageSource(src) ? { kind: "image", src, alt } : null;
}

/**
 * Splits a description into markdown and token parts, in source order. Blank
 * stretches between tokens are left out; a token with an empty value, or a
 * link or image whose URL is not allowed, is dropped.
 */
export function parseDescriptionMarkup(source: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  const pushMarkdown = (text: string) => {
    if (text.trim() !== "") parts.push({ kind: "markdown", text: text.trim() });
  };
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    pushMarkdown(source.slice(last, match.index));
    const part = tokenPart(match[1] ?? "", match[2] ?? "");
    if (part) parts.push(part);
    last = match.index + match[0].length;
  }
  pushMarkdown(source.slice(last));
  return parts;
}
