import { describe, expect, it } from "vitest";
import { responsiveImage, variantUrl, variantWidths } from "./responsive-image";

describe("responsive raster images (640, 1024, 1920 widths; AVIF and WebP)", () => {
  it("makes the standard widths, never wider than the original", () => {
    expect(variantWidths(3000)).toEqual([640, 1024, 1920]);
    expect(variantWidths(1920)).toEqual([640, 1024, 1920]);
    expect(variantWidths(1200)).toEqual([640, 1024, 1200]);
    expect(variantWidths(800)).toEqual([640, 800]);
    expect(variantWidths(500)).toEqual([500]);
  });

  it("names each variant by the original, its width and format", () => {
    expect(variantUrl("showcase/studio", 640, "avif")).toBe("/generated/showcase/studio-640.avif");
  });

  it("offers AVIF then WebP sources and a JPEG image near 1024 px", () => {
    const image = responsiveImage({ name: "showcase/studio", width: 1920, height: 1280 });
    expect(image.src).toBe("/generated/showcase/studio-1024.jpg");
    expect(image.srcSet).toBe(
      "/generated/showcase/studio-640.jpg 640w, /generated/showcase/studio-1024.jpg 1024w, /generated/showcase/studio-1920.jpg 1920w",
    );
    expect(image.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.sources[0]?.srcSet).toContain("/generated/showcase/studio-1920.avif 1920w");
    expect(image.sources[1]?.srcSet).toContain("/generated/showcase/studio-640.webp 640w");
    expect([image.width, image.height]).toEqual([1920, 1280]);
  });

  it("falls back to the largest variant when the original is narrower than 1024 px", () => {
    expect(responsiveImage({ name: "a/b", width: 800, height: 600 }).src).toBe("/generated/a/b-800.jpg");
  });
});
