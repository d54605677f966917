import { describe, expect, it } from "vitest";
import { absoluteUrl, type MetaEntry, pageMeta } from "./page-meta";

const site = { siteUrl: "https://me.example", ownerName: "Ada Example" };

function find(entries: MetaEntry[], key: string): string | undefined {
  for (const entry of entries) {
    if ("title" in entry && key === "title") return entry.title;
    if ("name" in entry && entry.name === key) return entry.content;
    if ("property" in entry && entry.property === key) return entry.content;
    if ("rel" in entry && entry.rel === key) return entry.href;
  }
  return undefined;
}

describe("pageMeta", () => {
  const entries = pageMeta(
    { path: "/experiences", title: "Experiences — {owner}", description: "About {owner}.", robots: "index" },
    site,
  );

  it("fills the owner's name into title and description", () => {
    expect(find(entries, "title")).toBe("Experiences — Ada Example");
    expect(find(entries, "description")).toBe("About Ada Example.");
  });

  it("gives an absolute canonical URL and matching Open Graph and Twitter tags", () => {
    expect(find(entries, "canonical")).toBe("https://me.example/experiences");
    expect(find(entries, "og:url")).toBe("https://me.example/experiences");
    expect(find(entries, "og:title")).toBe("Experiences — Ada Example");
    expect(find(entries, "twitter:card")).toBe("summary_large_image");
  });

  it("names the page's own 1200x630 preview image, with its title as the text alternative", () => {
    expect(find(entries, "og:image")).toBe("https://me.example/og/experiences.png");
    expect(find(entries, "twitter:image")).toBe("https://me.example/og/experiences.png");
    expect(find(entries, "og:image:width")).toBe("1200");
    expect(find(entries, "og:image:height")).toBe("630");
    expect(find(entries, "og:image:alt")).toBe("Experiences — Ada Example");
    expect(find(entries, "twitter:card")).toBe("summary_large_image");
  });

  it("has no robots tag on indexable pages", () => {
    expect(find(entries, "robots")).toBeUndefined();
  });

  it.each(["noindex", "noindex,nofollow"] as const)(
    "adds robots %s where SPEC keeps a page out of search",
    (robots) => {
      const meta = pageMeta({ path: "/x", title: "X", description: "Y", robots }, site);
      expect(find(meta, "robots")).toBe(robots);
    },
  );
});

describe("absoluteUrl", () => {
  it("keeps the root's slash and joins other paths once", () => {
    expect(absoluteUrl("https://me.example/", "/")).toBe("https://me.example/");
    expect(absoluteUrl("https://me.example", "contact")).toBe("https://me.example/contact");
    expect(absoluteUrl("https://me.example//", "/a/b")).toBe("https://me.example/a/b");
  });
});
