import type { GuidePage, ItemPage } from "#model/pages/inspiration-pages.ts";
import { inspirationNotFoundPaths } from "#model/pages/inspiration-paths.ts";
import { guideTitle, itemTitle } from "./inspiration-titles";
import { type MetaEntry, pageMeta } from "#model/pages/page-meta.ts";
import { siteIdentity } from "~/shell/page-meta";
import { LOAD_ERROR_TEXT } from "./loader-state";
import type { DetailData } from "./page-data";
import { guideHref, itemHref } from "./recommendation-props";

type PageText = { title: string; description: string };

/**
 * The meta tags of a guide or recommendation page from its loader's data (all noindex, as
 * /inspirations): the page's own; the not-found view's, under the not-found page's address, since
 * that one page is sent for every unknown slug; or, when the content failed, the error's under the
 * page's own address (Retry loads it again).
 */
function detailMeta<Page>(
  data: DetailData<Page> | undefined,
  paths: { page: string; notFound: string },
  found: (page: Page) => PageText,
  missing: PageText,
): MetaEntry[] {
  const text: PageText & { path: string } = data?.page
    ? { path: paths.page, ...found(data.page) }
    : data?.failed
      ? { path: paths.page, title: "Inspirations — stuff I actually use", description: LOAD_ERROR_TEXT }
      : { path: paths.notFound, ...missing };
  return pageMeta({ ...text, robots: "noindex" }, siteIdentity);
}

/** A guide page's meta tags (SPEC §2: its seo_title or '{title} Guide — Inspirations', its seo_description). */
export function guideDetailMeta(slug: string, data: DetailData<GuidePage> | undefined): MetaEntry[] {
  return detailMeta(
    data,
    { page: guideHref(slug), notFound: inspirationNotFoundPaths.guide },
    ({ guide }) => ({ title: guideTitle(guide), description: guide.seo_description ?? guide.intro ?? "" }),
    {
      title: "Guide not found — Inspirations",
      description: "This guide does not exist (yet). Browse the other guides instead.",
    },
  );
}

/** A recommendation page's meta tags. */
export function itemDetailMeta(slug: string, data: DetailData<ItemPage> | undefined): MetaEntry[] {
  return detailMeta(
    data,
    { page: itemHref(slug), notFound: inspirationNotFoundPaths.item },
    ({ item }) => ({
      title: itemTitle(item),
      description: item.description ?? "A recommendation from the Inspirations guides.",
    }),
    {
      title: "Recommendation not found — Inspirations",
      description: "This recommendation does not exist (yet). Browse the guides instead.",
    },
  );
}
