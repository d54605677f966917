import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapDates, sitemapXml } from "./seo-files";
import { sitePages } from "../model/pages/site-pages";
import { guide, item } from "../tests/helpers/test-rows";

describe("sitemap.xml (every indexable route, not the noindex ones)", () => {
  const xml = sitemapXml(sitePages, "https://me.example", { "/": "2025-03-14" });
  const locs = Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]);

  it("lists the indexable pages with absolute URLs", () => {
    expect(locs).toEqual(
      expect.arrayContaining([
        "https://me.example/",
        "https://me.example/experiences",
        "https://me.example/solutions",
        "https://me.example/insights",
        "https://me.example/contact",
        "https://me.example/privacy",
      ]),
    );
  });

  it("leaves out noindex pages", () => {
    expect(locs.some((loc) => loc?.includes("/inspirations"))).toBe(false);
    expect(locs.some((loc) => loc?.includes("/components"))).toBe(false);
    expect(locs.some((loc) => loc?.includes("/404"))).toBe(false);
  });

  it("escapes XML in URLs", () => {
    const odd = sitemapXml([{ path: "/a&b", title: "t", description: "d", robots: "index" }], "https://me.example");
    expect(odd).toContain("<loc>https://me.example/a&amp;b</loc>");
  });
});

describe("sitemap.xml <lastmod> (the content's own dates, never the build date)", () => {
  const pages = sitePages.filter((page) => page.robots === "index");
  const lastmods = (xml: string) =>
    Object.fromEntries(
      Array.from(xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g), (m) => [m[1], m[2]]),
    );

  it("dates a page only by its content: the home page by its newest teaser guide, the others not at all", () => {
    const xml = sitemapXml(sitePages, "https://me.example", { "/": "2025-03-14" });
    expect(lastmods(xml)).toEqual({
      ...Object.fromEntries(
        pages.map((page) => [`https://me.example${page.path === "/" ? "/" : page.path}`, undefined]),
      ),
      "https://me.example/": "2025-03-14",
    });
  });

  it("carries no date at all without dated content (no build date)", () => {
    const xml = sitemapXml(sitePages, "https://me.example");
    expect(xml).not.toContain("<lastmod>");
    expect(xml).not.toContain(new Date().toISOString().slice(0, 10));
  });

  it("ignores a value that is not a W3C date", () => {
    expect(sitemapXml(sitePages, "https://me.example", { "/": "<script>" })).not.toContain("<lastmod>");
  });

  it("takes the home page's date from the newest last_updated of the guides its teaser shows", () => {
    const data = {
      guides: [
        guide({ category_slug: "a", last_updated: "2024-05-01" }),
        guide({ category_slug: "b", last_updated: "2025-02-10" }),
        guide({ category_slug: "c" }),
        // Not shown: unpublished, or past the teaser's three.
        guide({ category_slug: "hidden", publish: false, last_updated: "2026-01-01" }),
        guide({ category_slug: "d", last_updated: "2026-02-02" }),
      ],
      items: ["a", "b", "c", "hidden", "d"].map((slug) => item({ slug: `item-${slug}`, category_slug: slug })),
      links: [],
    };
    expect(sitemapDates(data)).toEqual({ "/": "2025-02-10" });
  });

  it("gives no date when no shown guide has one", () => {
    expect(
      sitemapDates({ guides: [guide({ category_slug: "a" })], items: [item({ category_slug: "a" })], links: [] }),
    ).toEqual({});
    expect(sitemapDates({ guides: [], items: [], links: [] })).toEqual({});
  });
});

describe("robots.txt", () => {
  it("points at the sitemap", () => {
    expect(robotsTxt("https://me.example")).toContain("Sitemap: https://me.example/sitemap.xml");
  });
});
