import { compareText } from "./compare-text";
import type { Link } from "./link";

export type DisplayLink = { label: string; url: string; storeType: Link["store_type"] };
export type RegionalLinks = { region: string; links: DisplayLink[] };
export type LinkGroups = {
  official: DisplayLink[];
  marketplaces: DisplayLink[];
  other: DisplayLink[];
  regional: RegionalLinks[];
  referralCode: string | undefined;
};

function byPriorityThenStore(a: Link, b: Link): number {
  return a.priority - b.priority || compareText(a.store, b.store);
}

function toDisplay(link: Link): DisplayLink {
  // SPEC §3: the display name falls back to the store.
  return { label: link.label ?? link.store, url: link.url, storeType: link.store_type };
}

/**
 * SPEC §3/§9: an item's links grouped into official, marketplaces and other
 * (Portfolio, Review, Other and any unknown type), each by priority then
 * store name. Links with a region form one group per region (by region name);
 * the first referral code (by the same order) is the card's code.
 */
export function groupLinks(links: readonly Link[], itemSlug: string): LinkGroups {
  const own = links.filter((link) => link.item_slug === itemSlug).sort(byPriorityThenStore);
  const groups: LinkGroups = { official: [], marketplaces: [], other: [], regional: [], referralCode: undefined };
  const regions = new Map<string, DisplayLink[]>();
  for (const link of own) {
    groups.referralCode ??= link.referral_code;
    if (link.region) {
      const list = regions.get(link.region) ?? [];
      list.push(toDisplay(link));
      regions.set(link.region, list);
    } else if (link.store_type === "Official") groups.official.push(toDisplay(link));
    else if (link.store_type === "Marketplace") groups.marketplaces.push(toDisplay(link));
    else groups.other.push(toDisplay(link));
  }
  groups.regional = [...regions.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([region, regionLinks]) => ({ region, links: regionLinks }));
  return groups;
}

/** SPEC §2: the affiliate notice shows when any link URL contains 'amazon' or 'affiliate'. */
export function needsAffiliateNotice(links: readonly Pick<Link, "url">[]): boolean {
  return links.some((link) => /amazon|affiliate/i.test(link.url));
}
