import { absoluteUrl } from "./page-meta";
import type { SitePage } from "./site-pages";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

/** sitemap.xml of every indexable page; noindex pages (SPEC: /inspirations and below, /components) stay out. */
export function sitemapXml(pages: readonly SitePage[], siteUrl: string, lastModified: string): string {
  const urls = pages
    .filter((page) => page.robots === "index")
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, page.path))}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled (noindex pages say so themselves), and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
