import { XMLParser } from "fast-xml-parser";
import { talks } from "../../content/talks";
import { sitePages } from "../../model/pages/site-pages";
import { expect, test } from "./fixtures";
import { inspirationsData, visibleGuides } from "./inspirations-data";
import { metaContent } from "./html";

// The site feed (/feed.xml) and each page's own link-preview image (docs/decisions/008, 015).

type Entry = { id: string; title: string; updated: string; link: { "@href": string }[] };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => name === "entry" || name === "link" || name === "category",
});

test.describe("feed", () => {
  test.skip(({ isMobile }) => isMobile, "no layout involved");

  test("every page links the Atom feed", async ({ page }) => {
    for (const path of ["/", "/insights", "/inspirations"]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        "href",
        "/feed.xml",
      );
    }
  });

  test("feed.xml is XML with the dated guides of the content API and the talks, newest first, absolute URLs", async ({
    request,
  }) => {
    const response = await request.get("/feed.xml");
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const feed = (
      parser.parse(await response.text()) as { feed: { link: { "@rel": string; "@href": string }[]; entry: Entry[] } }
    ).feed;

    const self = feed.link.find((link) => link["@rel"] === "self")?.["@href"] ?? "";
    const origin = new URL(self).origin;
    expect(self).toBe(`${origin}/feed.xml`);

    const data = await inspirationsData(request);
    // The feed lists the guides the site shows that carry a date.
    const guides = visibleGuides(data)
      .map((guide) => guide.row)
      .filter((guide) => typeof guide.last_updated === "string");
    expect(guides.length).toBeGreaterThan(0);
    for (const guide of guides) {
      const url = `${origin}/inspirations/guide/${String(guide.category_slug)}`;
      const entry = feed.entry.find((candidate) => candidate.id === url);
      expect(entry, `feed entry of ${url}`).toBeDefined();
      expect(entry?.title).toBe(guide.title);
      expect(entry?.updated).toBe(`${String(guide.last_updated)}T00:00:00Z`);
      expect(entry?.link[0]?.["@href"]).toBe(url);
    }
    // Hidden guides stay out.
    for (const guide of data.guides.filter((candidate) => !guides.includes(candidate))) {
      expect(feed.entry.some((entry) => entry.id.endsWith(`/inspirations/guide/${String(guide.category_slug)}`))).toBe(
        false,
      );
    }
    // Every dated talk the owner lists (content/talks.ts), however many there are.
    expect(feed.entry.filter((entry) => entry.id.includes("/insights#talk-")).length).toBe(
      talks.filter((talk) => talk.date).length,
    );

    const dates = feed.entry.map((entry) => entry.updated);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^https?:\/\//);
      expect(entry.link[0]?.["@href"]).toMatch(/^https?:\/\//);
    }
  });
});

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("share images", () => {
  test.skip(({ isMobile }) => isMobile, "no layout involved");

  test("each indexable page, guide and item names its own 1200x630 PNG", async ({ request }) => {
    const data = await inspirationsData(request);
    const paths = [
      ...sitePages.filter((page) => page.robots === "index").map((page) => page.path),
      // A guide page is made for a guide that lists an item (publish exactly true).
      ...visibleGuides(data)
        .filter((guide) => guide.listed > 0)
        .map((guide) => `/inspirations/guide/${guide.slug}`),
      ...data.items.filter((item) => item.publish === true).map((item) => `/inspirations/item/${String(item.slug)}`),
    ];
    const seen = new Set<string>();
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const image = metaContent(html, "property", "og:image") ?? "";
      const { pathname } = new URL(image);
      expect(pathname, `og:image of ${path}`).toBe(path === "/" ? "/og/index.png" : `/og${path}.png`);
      expect(seen.has(pathname), `${pathname} is named by one page only`).toBe(false);
      seen.add(pathname);
      expect(metaContent(html, "property", "og:image:width")).toBe("1200");
      expect(metaContent(html, "property", "og:image:height")).toBe("630");
      expect(metaContent(html, "property", "og:image:alt")).toBe(metaContent(html, "property", "og:title"));
      const png = await request.get(pathname);
      expect(png.ok(), `${pathname} is served`).toBe(true);
      expect(png.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
    }
    expect(seen.size).toBe(paths.length);
  });
});
