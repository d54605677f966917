import type { Inspirations } from "../content/content-api";
import type { Guide } from "../content/guide";
import { countedItems, guideItems, visibleGuides } from "../content/guide-visibility";
import type { Item } from "../content/item";
import type { Link } from "../content/link";
import { relatedItems } from "../content/related-items";

/** SPEC §2 'Browse by Guide': each visible guide with the number of its counted items (publish not false). */
export function guideCards(data: Inspirations): { guide: Guide; itemCount: number }[] {
  return visibleGuides(data.guides, data.items).map((guide) => ({
    guide,
    itemCount: countedItems(guide, data.items).length,
  }));
}

/** A visible guide by its slug (SPEC §4: a hidden guide is not found). Slugs compare exactly. */
export function findGuide(data: Inspirations, slug: string): Guide | undefined {
  return visibleGuides(data.guides, data.items).find((guide) => guide.category_slug === slug);
}

export type GuidePage = { guide: Guide; items: Item[]; links: Link[] };

/** SPEC §2/§4 guide detail: the guide, its items with publish exactly true in manual order, and their links. */
export function guidePage(data: Inspirations, slug: string): GuidePage | undefined {
  const guide = findGuide(data, slug);
  if (!guide) return undefined;
  const items = guideItems(guide, data.items);
  const slugs = new Set(items.map((item) => item.slug));
  return { guide, items, links: data.links.filter((link) => slugs.has(link.item_slug)) };
}

export type ItemPage = { item: Item; guide: Guide | undefined; links: Link[]; related: Item[] };

/**
 * SPEC §2 recommendation detail: an item whose publish is true (the ones the
 * guide pages list), the visible guide of its category (undefined when there
 * is none: the back button then goes to /inspirations), its links, related items.
 */
export function itemPage(data: Inspirations, slug: string): ItemPage | undefined {
  const item = data.items.find((candidate) => candidate.slug === slug && candidate.publish === true);
  if (!item) return undefined;
  return {
    item,
    guide: findGuide(data, item.category_slug),
    links: data.links.filter((link) => link.item_slug === item.slug),
    related: relatedItems(item, data.items),
  };
}
