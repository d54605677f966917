import { type MetaEntry, pageMeta } from "../../model/page-meta";
import { requireSitePage } from "../../model/site-pages";
import { siteConfig } from "../site-config";

export const SHARE_IMAGE_PATH = "/og-image.png";

/** The meta tags of a static page of the route table (model/site-pages.ts). */
export function metaForPath(path: string): MetaEntry[] {
  return pageMeta(requireSitePage(path), {
    siteUrl: siteConfig.siteUrl,
    ownerName: siteConfig.owner.name,
    imagePath: SHARE_IMAGE_PATH,
  });
}
