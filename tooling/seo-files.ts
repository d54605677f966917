import type { Inspirations } from "../model/content/content-api";
import { teaserGuides } from "../model/content/guide-visibility";
import { absoluteUrl } from "../model/pages/page-meta";
import type { SitePage } from "../model/pages/site-pages";

/** Path -> the date (YYYY-MM-DD) its content last changed. */
export type LastModified = Readonly<Record<string, string | undefined>>;

const W3C_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When each indexable page's content last changed, from the content's own
 * dates: the home page shows the teaser guides, so it changed with the newest
 * of their last_updated. No other indexable page shows dated content (talks,
 * store items and jobs carry no dates), so it gets no <lastmod>: a build date
 * would claim changes that never happened.
 */
export function sitemapDates(inspirations: Inspirations): LastModified {
  const dates = teaserGuides(inspirations.guides, inspirations.items)
    .map((guide) => guide.last_updated)
    .filter((date): date is string => date !== undefined && W3C_DATE.test(date))
    .sort();
  const newest = dates.at(-1);
  return newest ? { "/": newest } : {};
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
}

/**
 * sitemap.xml of every indexable page; noindex pages (SPEC: /inspirations and
 * below, /components) stay out. A page has a <lastmod> only when its content
 * has a date (`sitemapDates`).
 */
export function sitemapXml(pages: readonly SitePage[], siteUrl: string, lastModified: LastModified = {}): string {
  const urls = pages
    .filter((page) => page.robots === "index")
    .map((page) => {
      const date = lastModified[page.path];
      const lastmod = date && W3C_DATE.test(date) ? `\n    <lastmod>${date}</lastmod>` : "";
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, page.path))}</loc>${lastmod}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled (noindex pages say so themselves), and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
