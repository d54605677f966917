import { DEFAULT_CATEGORY_ICON, categoryIconUrl } from "#model/ui/category-icon.ts";
import type { Guide } from "#model/content/guide.ts";
import { guideIconColours, hslColour } from "./icon-colours";
import type { Item } from "#model/content/item.ts";
import type { Link } from "#model/content/link.ts";
import { groupLinks } from "#model/content/link-groups.ts";
import type { RecommendationLinks, RecommendationMedia } from "~/blocks/recommendation-card";

/** The item's detail page; slugs are encoded so any text makes a valid address. */
export function itemHref(slug: string): string {
  return `/inspirations/item/${encodeURIComponent(slug)}`;
}

export function guideHref(slug: string): string {
  return `/inspirations/guide/${encodeURIComponent(slug)}`;
}

/** SPEC §2: the entry type, and 'Featured' (the detail page writes '⭐ Featured'). */
export function itemBadges(item: Item, featuredText = "Featured"): string[] {
  return [item.entry_type, item.featured ? featuredText : undefined].filter((badge): badge is string => Boolean(badge));
}

/** The picture of an item without a cover of its own (or whose cover fails): its guide's category icon. */
export function guideIconUrl(guide: Guide | undefined): string {
  return guide ? categoryIconUrl(guide) : DEFAULT_CATEGORY_ICON;
}

/** The card's picture: the cover image, else the guide's category icon in its colours. */
export function itemMedia(item: Item, guide: Guide | undefined): RecommendationMedia {
  const colours = guide ? guideIconColours(guide) : undefined;
  const tint = colours ? { bgColor: hslColour(colours.bg), iconColor: hslColour(colours.fg) } : {};
  if (item.image_cover_url) return { type: "image", src: item.image_cover_url, alt: item.image_alt ?? "", ...tint };
  return { type: "icon", src: guideIconUrl(guide), alt: "", ...tint };
}

/** SPEC §2 'Get it': official store, regional groups, other options (marketplaces among them) and the referral code. */
export function itemLinks(
  links: readonly Link[],
  slug: string,
): { links: RecommendationLinks; referralCode: string | undefined } {
  const groups = groupLinks(links, slug);
  return {
    links: { official: groups.official, regional: groups.regional, other: [...groups.marketplaces, ...groups.other] },
    referralCode: groups.referralCode,
  };
}
