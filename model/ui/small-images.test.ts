import { describe, expect, it } from "vitest";
import { SMALL_IMAGE_LIMIT, smallImageFor, smallImageDataUrl } from "./small-images.ts";

const text = (value: string) => new TextEncoder().encode(value);

describe("smallImageDataUrl", () => {
  it("writes an SVG as percent-encoded text that decodes back to the file", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h4" stroke="#a3195b"/></svg>`;
    const url = smallImageDataUrl("cover.svg", text(svg));
    expect(url?.startsWith("data:image/svg+xml,")).toBe(true);
    expect(url).not.toContain("#");
    expect(url).not.toContain('"');
    expect(decodeURIComponent(url!.slice("data:image/svg+xml,".length))).toBe(svg);
  });

  it("writes other pictures as base64 of their exact bytes, typed by extension", () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255, 128]);
    expect(smallImageDataUrl("a/b/Logo.PNG", bytes)).toBe(
      `data:image/png;base64,${Buffer.from(bytes).toString("base64")}`,
    );
    expect(smallImageDataUrl("photo.jpg", bytes)?.startsWith("data:image/jpeg;base64,")).toBe(true);
    expect(smallImageDataUrl("photo.webp", bytes)?.startsWith("data:image/webp;base64,")).toBe(true);
  });

  it("leaves out files over the limit and files that are not pictures", () => {
    expect(smallImageDataUrl("big.svg", new Uint8Array(SMALL_IMAGE_LIMIT + 1))).toBeUndefined();
    expect(smallImageDataUrl("edge.svg", new Uint8Array(SMALL_IMAGE_LIMIT))).toBeDefined();
    expect(smallImageDataUrl("notes.txt", text("hello"))).toBeUndefined();
    expect(smallImageDataUrl("favicon.ico", new Uint8Array(10))).toBeUndefined();
    expect(smallImageDataUrl("svg", text("<svg/>"))).toBeUndefined();
    expect(smallImageDataUrl("odd.constructor", text("<svg/>"))).toBeUndefined();
  });
});

describe("smallImageFor", () => {
  const small = { "/assets/a.svg": "data:image/svg+xml,%3Csvg%2F%3E" };

  it("gives a listed site path its data URL", () => {
    expect(smallImageFor("/assets/a.svg", small)).toBe("data:image/svg+xml,%3Csvg%2F%3E");
  });

  it("has none for any other address", () => {
    for (const src of [
      undefined,
      "",
      "/assets/b.svg",
      "/assets/a.svg?v=2",
      "https://example.com/assets/a.svg",
      "/ASSETS/a.svg",
      "constructor",
      "__proto__",
    ]) {
      expect(smallImageFor(src, small)).toBeUndefined();
    }
  });
});
