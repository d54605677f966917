import { absoluteUrl, type MetaEntry, pageMeta, type SiteIdentity } from "#model/pages/page-meta.ts";
import { personJsonLd } from "#model/pages/person-json-ld.ts";
import { mainPages, notFoundPage } from "#model/pages/main-pages.ts";
import { shareImagePath } from "#model/pages/share-image.ts";
import { requirePage, type SitePage } from "#model/pages/site-page.ts";
import { siteConfig } from "~/site-config";

/** The meta tags of a main page of the route table (model/pages/main-pages.ts) or the not-found page. */
export function metaForPath(path: string): MetaEntry[] {
  return metaForPage(requirePage([...mainPages, notFoundPage], path));
}

/** The site as meta tags name it. */
export const siteIdentity: SiteIdentity = { siteUrl: siteConfig.siteUrl, ownerName: siteConfig.owner.name };

/** The meta tags of any static page (the showcase routes pass theirs from model/pages/showcase-pages.ts). */
export function metaForPage(page: SitePage): MetaEntry[] {
  return pageMeta(page, siteIdentity);
}

/** The owner as a schema.org Person, for the pages about her (home, experiences). */
export function ownerJsonLd(): MetaEntry {
  const { owner, profiles, siteUrl } = siteConfig;
  return {
    "script:ld+json": personJsonLd({
      name: owner.name,
      jobTitle: owner.role,
      url: absoluteUrl(siteUrl, "/"),
      image: absoluteUrl(siteUrl, shareImagePath("/")),
      sameAs: [profiles.professionalNetwork, profiles.blogging, profiles.photoSharing],
      location: owner.location,
    }),
  };
}
