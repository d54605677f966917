import { absoluteUrl, type MetaEntry, pageMeta } from "../../model/page-meta";
import { personJsonLd } from "../../model/person-json-ld";
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

/** The owner as a schema.org Person, for the pages about her (home, experiences). */
export function ownerJsonLd(): MetaEntry {
  const { owner, profiles, siteUrl } = siteConfig;
  return {
    "script:ld+json": personJsonLd({
      name: owner.name,
      jobTitle: owner.role,
      url: absoluteUrl(siteUrl, "/"),
      image: absoluteUrl(siteUrl, SHARE_IMAGE_PATH),
      sameAs: [profiles.professionalNetwork, profiles.blogging, profiles.photoSharing],
      location: owner.location,
    }),
  };
}
