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
 * the not-found view. `leadImage`: the data URL the page's largest picture (the item's cover, the
 * guide's first card) is written with when it is one of the site's small files (decision 036).
 */
export type DetailData<Page> = { page: Page | undefined; failed: boolean; leadImage?: string };

function detailData<Page>(page: Page | undefined, slug: string, sourceFailed: boolean, leadImage?: string): DetailData<Page> {
  const failed = page === undefined && slug !== NOT_FOUND_SLUG && sourceFailed;
  return leadImage === undefined ? { page, failed } : { page, failed, leadImage };
}

/** `small`: the site's small pictures (virtual:small-images, which only loaders import). */
export function guideData(content: Inspirations, slug: string, sourceFailed: boolean, small: SmallImages = {}): DetailData<GuidePage> {
  const page = guidePage(content, slug);
  return detailData(page, slug, sourceFailed, smallImageFor(page?.items[0]?.image_cover_url, small));
}

export function itemData(content: Inspirations, slug: string, sourceFailed: boolean, small: SmallImages = {}): DetailData<ItemPage> {
  const page = itemPage(content, slug);
  const cover = page && (page.item.image_cover_url ?? guideIconUrl(page.guide));
  return detailData(page, slug, sourceFailed, smallImageFor(cover, small));
}
