import type { AtomEntry, AtomFeed } from "./atom-feed";
import type { Inspirations } from "../model/content/content-api";
import { FEED_PATH } from "../model/pages/feed-path";
import { visibleGuides } from "../model/content/guide-visibility";
import { absoluteUrl } from "../model/pages/page-meta";
import type { Talk } from "../model/content/talk";

export { FEED_PATH } from "../model/pages/feed-path";

/**
 * A talk as a feed entry: it links to its recording (the talk card does the same),
 * and its id is a site address that never changes. Undated talks are left out:
 * an Atom entry needs a date, and inventing one would show an old talk as new.
 */
export function talkEntry(talk: Talk, siteUrl: string): AtomEntry | undefined {
  if (!talk.date) return undefined;
  return {
    id: absoluteUrl(siteUrl, `/insights#talk-${talk.id}`),
    title: talk.title,
    link: talk.url,
    updated: talk.date,
    summary: `${talk.language === "Indonesian" ? "Talk in Indonesian" : "Talk in English"}: ${talk.topics.join(", ")}.`,
    categories: talk.topics,
  };
}

/** The guides the site shows (SPEC §4 visibility) with a last_updated date, as feed entries. */
export function guideEntries(inspirations: Inspirations, siteUrl: string): AtomEntry[] {
  return visibleGuides(inspirations.guides, inspirations.items).flatMap((guide) => {
    if (!guide.last_updated) return [];
    const url = absoluteUrl(siteUrl, `/inspirations/guide/${encodeURIComponent(guide.category_slug)}`);
    const summary = guide.seo_description ?? guide.intro;
    return [
      {
        id: url,
        title: guide.title,
        link: url,
        updated: guide.last_updated,
        ...(summary ? { summary } : {}),
        categories: [guide.category ?? "Guide"],
      },
    ];
  });
}

export type SiteFeedInput = {
  siteUrl: string;
  ownerName: string;
  talks: readonly Talk[];
  inspirations: Inspirations;
};

/** The site's feed: recorded talks and the Inspirations guides (docs/decisions/008). */
export function siteFeed({ siteUrl, ownerName, talks, inspirations }: SiteFeedInput): AtomFeed {
  const talkEntries = talks.flatMap((talk) => talkEntry(talk, siteUrl) ?? []);
  return {
    id: absoluteUrl(siteUrl, "/"),
    title: `${ownerName} — talks and guides`,
    subtitle: "New recorded talks and updated guides to the tools I actually use.",
    selfUrl: absoluteUrl(siteUrl, FEED_PATH),
    siteUrl: absoluteUrl(siteUrl, "/"),
    author: ownerName,
    entries: [...talkEntries, ...guideEntries(inspirations, siteUrl)],
  };
}
