import { describe, expect, it } from "vitest";
import { excerptParts, searchHit, sitePathOf } from "./search-results";

describe("excerptParts", () => {
  it("marks the matched words and keeps everything else as text, never markup", () => {
    expect(excerptParts("a <mark>kettle</mark> &amp; <mark>grinder</mark> &lt;b&gt;")).toEqual([
      { text: "a ", marked: false },
      { text: "kettle", marked: true },
      { text: " & ", marked: false },
      { text: "grinder", marked: true },
      { text: " <b>", marked: false },
    ]);
  });

  // A description holding such a reference used to throw here, and the whole search said it could not load.
  it("survives references to no character: out of range, surrogate halves, huge numbers", () => {
    expect(excerptParts("a &#x110000; <mark>b</mark> &#99999999999; &#xD800; &#0; c")).toEqual([
      { text: "a \uFFFD ", marked: false },
      { text: "b", marked: true },
      { text: " \uFFFD \uFFFD \uFFFD c", marked: false },
    ]);
  });
});

describe("sitePathOf", () => {
  it("drops Pagefind's trailing slash but keeps the root and the anchor", () => {
    expect(sitePathOf("/")).toBe("/");
    expect(sitePathOf("/insights/")).toBe("/insights");
    expect(sitePathOf("/inspirations/guide/tea/#section-why-title")).toBe("/inspirations/guide/tea#section-why-title");
  });
});

describe("searchHit", () => {
  it("points at the section the words are in, with the page's own title", () => {
    const hit = searchHit({
      url: "/inspirations/guide/work-setup/",
      excerpt: "page words",
      meta: { title: "Home office — Inspirations" },
      sub_results: [
        { url: "/inspirations/guide/work-setup/", title: "Home office", excerpt: "<mark>sore</mark>", locations: [3] },
        {
          url: "/inspirations/guide/work-setup/#section-why-title",
          title: "Why I care",
          excerpt: "a <mark>sore</mark> neck",
          locations: [40, 52],
        },
      ],
    });
    expect(hit).toEqual({
      url: "/inspirations/guide/work-setup#section-why-title",
      title: "Home office",
      section: "Why I care",
      excerpt: [
        { text: "a ", marked: false },
        { text: "sore", marked: true },
        { text: " neck", marked: false },
      ],
    });
  });

  it("points at the page when the words are not under an anchored heading", () => {
    const hit = searchHit({
      url: "/insights/",
      excerpt: "<mark>kesehatan</mark> mental",
      meta: {},
      sub_results: [{ url: "/insights/", title: "Insights", excerpt: "x" }],
    });
    expect(hit).toMatchObject({ url: "/insights", title: "/insights" });
    expect(hit?.section).toBeUndefined();
  });

  it("is no hit for an address that is no page of this site (the dialog follows hits in the app)", () => {
    for (const url of ["//evil.example/", "/\\evil.example/", "https://evil.example/", "javascript:alert(1)"]) {
      expect(searchHit({ url, excerpt: "x", meta: {} })).toBeUndefined();
    }
  });
});
