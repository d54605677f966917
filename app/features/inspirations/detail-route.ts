import type { Inspirations } from "../../../model/content-api";
import { guidePage, itemPage } from "../../../model/inspiration-pages";
import { inspirationNotFoundPaths } from "../../../model/inspiration-paths";
import { guideTitle, itemTitle } from "../../../model/inspiration-titles";
import { type MetaEntry, pageMeta } from "../../../model/page-meta";
import { siteIdentity } from "~/shell/page-meta";

/**
 * The clientLoader of the guide and recommendation routes. A page the build
 * pre-rendered has its snapshot; one added to the content later is served as
 * the SPA fallback with no build-time data (the server answers its data
 * request with 204), so the page gets null and loads the live content.
 */
export async function buildSnapshotOrNull<Snapshot>(serverLoader: () => Promise<Snapshot>): Promise<Snapshot | null> {
  try {
    return await serverLoader();
  } catch {
    return null;
  }
}

type PageText = { title: string; description: string };

/** The meta tags of a guide or recommendation page, or of its not-found view (both noindex, as /inspirations). */
export function detailMeta(path: string, found: PageText | undefined, missing: PageText): MetaEntry[] {
  return pageMeta(
    { path, ...(found ?? missing), robots: "noindex" },
    siteIdentity,
  );
}

/**
 * A guide page's meta tags. The pre-rendered not-found page is sent for every unknown slug: its tags name no
 * slug, so they hydrate unchanged.
 */
export function guideDetailMeta(slug: string, snapshot: Inspirations | null | undefined): MetaEntry[] {
  const page = snapshot ? guidePage(snapshot, slug) : undefined;
  return detailMeta(
    snapshot && !page ? inspirationNotFoundPaths.guide : `/inspirations/guide/${encodeURIComponent(slug)}`,
    page && { title: guideTitle(page.guide), description: page.guide.seo_description ?? page.guide.intro ?? "" },
    {
      title: "Guide not found — Inspirations",
      description: "This guide does not exist (yet). Browse the other guides instead.",
    },
  );
}

/** A recommendation page's meta tags; an unknown slug gets the not-found page's, as in guideDetailMeta. */
export function itemDetailMeta(slug: string, snapshot: Inspirations | null | undefined): MetaEntry[] {
  const page = snapshot ? itemPage(snapshot, slug) : undefined;
  return detailMeta(
    snapshot && !page ? inspirationNotFoundPaths.item : `/inspirations/item/${encodeURIComponent(slug)}`,
    page && {
      title: itemTitle(page.item),
      description: page.item.description ?? "A recommendation from the Inspirations guides.",
    },
    {
      title: "Recommendation not found — Inspirations",
      description: "This recommendation does not exist (yet). Browse the guides instead.",
    },
  );
}
