import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files";
import { sitePages } from "./site-pages";

describe("sitemap.xml (issue 7: every indexable route, not the noindex ones)", () => {
  const xml = sitemapXml(sitePages, "https://me.example", "2026-11-22");
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
    const odd = sitemapXml([{ path: "/a&b", title: "t", description: "d", robots: "index" }], "https://me.example", "2026-01-01");
    expect(odd).toContain("<loc>https://me.example/a&amp;b</loc>");
  });
});

describe("robots.txt", () => {
  it("points at the sitemap", () => {
    expect(robotsTxt("https://me.example")).toContain("Sitemap: https://me.example/sitemap.xml");
  });
});
