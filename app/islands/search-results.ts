import { decodeEntities } from "#model/security/html-entities.ts";
import { linkTarget } from "#model/security/safe-links.ts";

/**
 * Site search results as the dialog shows them, from Pagefind's result data
 * (its fields, kept structural so model/ has no dependency on Pagefind).
 */

/** What Pagefind's `result.data()` gives, the fields used here. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: readonly { url: string; title: string; excerpt: string; locations?: readonly number[] }[];
};

export type ExcerptPart = { text: string; marked: boolean };

export type SearchHit = {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
  /** The section of the page the words were found in, when it has a heading with an anchor. */
  section?: string;
};

/**
 * Pagefind's excerpt is escaped text with <mark> around the matched words. It is
 * split into parts rendered as text, so nothing in it is ever parsed as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries()) {
    const text = decodeEntities(piece.replace(/<[^>]*>/g, ""));
    if (text) parts.push({ text, marked: index % 2 === 1 });
  }
  return parts;
}

/** "/inspirations/guide/tea/#why" -> "/inspirations/guide/tea#why": the site's own addresses have no trailing slash. */
export function sitePathOf(url: string): string {
  const [pathAndQuery = "", hash] = url.split("#", 2);
  const path = pathAndQuery.length > 1 ? pathAndQuery.replace(/\/+$/, "") : pathAndQuery || "/";
  return hash ? `${path}#${hash}` : path;
}

/** Strips the " — site" part of a page title: the dialog lists pages of this site only. */
function pageTitle(title: string | undefined, url: string): string {
  return (title ?? "").split(" — ")[0]?.trim() || url;
}

/**
 * One hit per page, pointing at the part of the page where most of the words
 * are: a section under an anchored heading, or else the page itself. Undefined
 * when the address is no page of this site by the site's one link rule: the
 * dialog follows its hits in the app, in this tab.
 */
export function searchHit(data: PagefindResultData): SearchHit | undefined {
  const hit = bestPart(data);
  const target = linkTarget(hit.url);
  return target?.kind === "site" ? { ...hit, url: target.href } : undefined;
}

function bestPart(data: PagefindResultData): SearchHit {
  const page = sitePathOf(data.url);
  const title = pageTitle(data.meta.title, page);
  let best: NonNullable<PagefindResultData["sub_results"]>[number] | undefined;
  for (const sub of data.sub_results ?? []) {
    if (!best || (sub.locations?.length ?? 0) > (best.locations?.length ?? 0)) best = sub;
  }
  const section = best && sitePathOf(best.url).includes("#") ? best : undefined;
  if (section) {
    return { url: sitePathOf(section.url), title, excerpt: excerptParts(section.excerpt), section: section.title };
  }
  return { url: page, title, excerpt: excerptParts(data.excerpt) };
}
