import { categoryIconUrl } from "#model/ui/category-icon.ts";
import type { Inspirations } from "#model/content/content-api.ts";
import { guideIconColours, hslColour } from "./icon-colours";
import { type GuidePage, type ItemPage, guideCards, guidePage, itemPage } from "#model/pages/inspiration-pages.ts";
import { NOT_FOUND_SLUG } from "#model/pages/inspiration-paths.ts";
import { type SmallImages, smallImageFor } from "#model/ui/small-images.ts";
import { guideHref, guideIconUrl } from "./recommendation-props";

/*
 * What the loaders of the Inspirations pages hand their screens: everything a page shows, worked
 * out on the server (the pages run no app JavaScript). SPEC §4's states: the page; the error with
 * Retry when the content failed and has nothing to show (`failed`); 'Nothing here yet…' or the
 * not-found view when the content has nothing of this kind.
 */

/** One card of 'Browse by Guide'. */
export type GuideCardView = {
  slug: string;
  title: string;
  href: string;
  iconUrl: string;
  bgColor: string | undefined;
  iconColor: string | undefined;
  itemCount: number;
};

export type LandingData = { guides: GuideCardView[]; failed: boolean };

/**
 * /inspirations: the visible guides as cards (SPEC §2, §4 counts). `sourceFailed`: the content's
 * call failed with no good answer to fall back on (server/content/page-content.ts sourceFailed).
 */
export function landingData(content: Inspirations, sourceFailed: boolean): LandingData {
  const guides = guideCards(content).map(({ guide, itemCount }) => {
    const colours = guideIconColours(guide);
    return {
      slug: guide.category_slug,
      title: guide.title,
      href: guideHref(guide.category_slug),
      iconUrl: categoryIconUrl(guide),
      bgColor: hslColour(colours.bg),
      iconColor: hslColour(colours.fg),
      itemCount,
    };
  });
  return { guides, failed: guides.length === 0 && sourceFailed };
}

/**
 * A guide or item page: the page, or none (not found), and whether none is because the content
 * failed. The pre-rendered not-found page (NOT_FOUND_SLUG, sent for every unknown slug) is always
 * the not-found view.
 */
export type DetailData<Page> = { page: Page | undefined; failed: boolean };

/** No such page: failed when the content failed (never the pre-rendered not-found page). */
type MissingPage = { page: undefined; failed: boolean };

function missingPage(slug: string, sourceFailed: boolean): MissingPage {
  return { page: undefined, failed: slug !== NOT_FOUND_SLUG && sourceFailed };
}

/** `leadImage`: the data URL the first card's picture is written with when it is one of the site's small files (decision 036). */
export type GuideData = MissingPage | { page: GuidePage; failed: false; leadImage?: string };

/** `small`: the site's small pictures (virtual:small-images, which only loaders import). */
export function guideData(
  content: Inspirations,
  slug: string,
  sourceFailed: boolean,
  small: SmallImages = {},
): GuideData {
  const page = guidePage(content, slug);
  if (!page) return missingPage(slug, sourceFailed);
  const leadImage = smallImageFor(page.items[0]?.image_cover_url, small);
  return leadImage === undefined ? { page, failed: false } : { page, failed: false, leadImage };
}

/**
 * The item page's cover: the item's picture, or its guide's icon where it has none; the icon also
 * stands in where the picture fails to load. `src` is a data URL when the picture is one of the
 * site's small files (decision 036).
 */
export type ItemCover = { src: string; fallback: string };

export type ItemData = MissingPage | { page: ItemPage; failed: false; cover: ItemCover };

export function itemData(
  content: Inspirations,
  slug: string,
  sourceFailed: boolean,
  small: SmallImages = {},
): ItemData {
  const page = itemPage(content, slug);
  if (!page) return missingPage(slug, sourceFailed);
  const fallback = guideIconUrl(page.guide);
  const src = page.item.image_cover_url ?? fallback;
  return { page, failed: false, cover: { src: smallImageFor(src, small) ?? src, fallback } };
}
