import { describe, expect, it } from "vitest";
import {
  findSitePage,
  isClientRenderedDataPath,
  prerenderPaths,
  showcaseNames,
  showcaseSlugs,
  sitePages,
} from "./site-pages";

describe("site pages (SPEC §2 route table)", () => {
  it("lists every static route of SPEC §2", () => {
    const paths = sitePages.map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/experiences",
        "/solutions",
        "/insights",
        "/inspirations",
        "/contact",
        "/components",
        "/privacy",
        ...["buttons", "cards", "collapsible", "content", "typography", "spacing", "floating-popover", "images"].map(
          (slug) => `/components/${slug}`,
        ),
      ]),
    );
  });

  it("has one entry per path", () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("keeps /inspirations out of search (noindex) and the showcase pages noindex,nofollow", () => {
    expect(findSitePage("/inspirations")?.robots).toBe("noindex");
    expect(findSitePage("/components")?.robots).toBe("noindex");
    for (const slug of showcaseSlugs) expect(findSitePage(`/components/${slug}`)?.robots).toBe("noindex,nofollow");
    for (const path of ["/", "/experiences", "/solutions", "/insights", "/contact", "/privacy"]) {
      expect(findSitePage(path)?.robots).toBe("index");
    }
  });

  it("names the collapsible page 'Collapsible Card System' as SPEC does", () => {
    expect(showcaseNames.collapsible).toBe("Collapsible Card System");
  });

  it("gives every page its own title and description", () => {
    const titles = sitePages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of sitePages) expect(page.description.length).toBeGreaterThan(40);
  });

  it("pre-renders every page, the not-found page included", () => {
    expect(prerenderPaths()).toEqual(sitePages.map((page) => page.path));
    expect(prerenderPaths()).toContain("/404");
  });

  it("recognises React Router's data request for those pages", () => {
    expect(isClientRenderedDataPath("/inspirations/guide/fresh-guide.data")).toBe(true);
    expect(isClientRenderedDataPath("/inspirations/item/new-item.data")).toBe(true);
    expect(isClientRenderedDataPath("/inspirations/guide/fresh-guide")).toBe(false);
    expect(isClientRenderedDataPath("/inspirations.data")).toBe(false);
    expect(isClientRenderedDataPath("/inspirations/guide/.data")).toBe(false);
    expect(isClientRenderedDataPath("/nope.data")).toBe(false);
    expect(isClientRenderedDataPath("/inspirations/guide/a/b.data")).toBe(false);
  });
});
