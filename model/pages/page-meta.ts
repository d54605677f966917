import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from "./share-image";
import type { Robots } from "./site-page";

/** One entry of a React Router `meta` export (kept structural so model/ has no React import). */
export type MetaEntry =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": Record<string, unknown> };

export type PageMetaInput = {
  path: string;
  title: string;
  description: string;
  robots: Robots;
};

export type SiteIdentity = {
  siteUrl: string;
  ownerName: string;
};

export function fillOwner(text: string, ownerName: string): string {
  return text.replaceAll("{owner}", ownerName);
}

/** Absolute URL of a site path, without a trailing slash except for the root. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  if (path === "/" || path === "") return `${base}/`;
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for a page, plus
 * a robots tag where the page must stay out of search results (SPEC §2).
 */
export function pageMeta(page: PageMetaInput, site: SiteIdentity): MetaEntry[] {
  const title = fillOwner(page.title, site.ownerName);
  const description = fillOwner(page.description, site.ownerName);
  const url = absoluteUrl(site.siteUrl, page.path);
  // Each page's own preview image, drawn at build time from this title (model/pages/share-image.ts).
  const image = absoluteUrl(site.siteUrl, shareImagePath(page.path));
  const entries: MetaEntry[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.path === "/" ? "profile" : "website" },
    { property: "og:site_name", content: site.ownerName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
    // The image shows the title in large type, so the title is its text alternative.
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (page.robots !== "index") entries.push({ name: "robots", content: page.robots });
  return entries;
}
