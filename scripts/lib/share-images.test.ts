import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pagePreview, writeShareImages } from "./share-images";

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const page = (image: string, title: string) =>
  `<html><head><meta property="og:title" content="${title}"/><meta property="og:image" content="${image}"/></head></html>`;

describe("pagePreview", () => {
  it("reads the image and the title, decoding the HTML escapes React writes", () => {
    expect(
      pagePreview(page("https://me.example/og/a.png", "Tom &amp; Jerry&#x27;s &quot;café&quot; — Inspirations")),
    ).toEqual({
      imageUrl: "https://me.example/og/a.png",
      title: `Tom & Jerry's "café" — Inspirations`,
    });
    expect(pagePreview("<html></html>")).toBeUndefined();
  });

  it("reads a title holding a reference to no character (U+FFFD, as a browser shows it) instead of throwing", () => {
    expect(pagePreview(page("https://me.example/og/a.png", "Tea &#x110000; &#xD800; time"))?.title).toBe(
      "Tea \uFFFD \uFFFD time",
    );
  });
});

describe("writeShareImages", () => {
  const work = mkdtempSync(path.join(tmpdir(), "share-images-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const client = path.join(work, "client");
  const cacheDir = path.join(work, "cache");
  const pages = [
    page("https://me.example/og/insights.png", "Insights — talks by Ada"),
    page("https://me.example/og/inspirations/item/caf%C3%A9.png", "Café — Inspirations"),
    // The same image named twice (404.html and 404/index.html) is drawn once.
    page("https://me.example/og/insights.png", "Insights — talks by Ada"),
    page("https://elsewhere.example/og/x.png", "Not ours"),
  ];
  const options = { client, pages, siteUrl: "https://me.example", ownerName: "Ada", cacheDir };

  it("draws a 1200x630 PNG for each image the pages name on this site", { timeout: 30_000 }, async () => {
    const result = await writeShareImages(options);
    expect(result.written).toEqual(["/og/insights.png", "/og/inspirations/item/caf%C3%A9.png"]);
    expect(result).toMatchObject({ drawn: 2, reused: 0 });
    for (const file of ["og/insights.png", "og/inspirations/item/café.png"]) {
      expect(pngSize(readFileSync(path.join(client, file)))).toEqual({ width: 1200, height: 630 });
    }
  });

  it("redraws nothing when no title changed, and only the changed one otherwise", { timeout: 30_000 }, async () => {
    expect(await writeShareImages(options)).toMatchObject({ drawn: 0, reused: 2 });
    const changed = [page("https://me.example/og/insights.png", "Insights — new words"), pages[1] ?? ""];
    expect(await writeShareImages({ ...options, pages: changed })).toMatchObject({ drawn: 1, reused: 1 });
  });
});
