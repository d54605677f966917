import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { shelfImage, studioImage } from "../app/features/showcase/showcase-images";
import { buildImages } from "./build-images";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "images-"));
  made.push(dir);
  return dir;
}

describe("buildImages (AVIF/WebP/JPEG at 640, 1024, 1920 from images/)", () => {
  it("makes every width and format of an original, then keeps them on a repeat run", async () => {
    const source = tempDir();
    const out = tempDir();
    mkdirSync(path.join(source, "demo"));
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#a31f5c" } })
      .png()
      .toFile(path.join(source, "demo", "swatch.png"));

    const first = await buildImages(source, out);
    expect(first.made.sort()).toEqual(
      [640, 1024, 1200]
        .flatMap((width) => ["avif", "jpg", "webp"].map((format) => `demo/swatch-${width}.${format}`))
        .sort(),
    );
    for (const [file, format, width] of [
      ["swatch-640.avif", "heif", 640],
      ["swatch-1024.webp", "webp", 1024],
      ["swatch-1200.jpg", "jpeg", 1200],
    ] as const) {
      const meta = await sharp(path.join(out, "demo", file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, Math.round((width * 800) / 1200)]);
    }

    const again = await buildImages(source, out);
    expect(again).toEqual({ made: [], upToDate: 9 });
    expect(readdirSync(path.join(out, "demo"))).toHaveLength(9);
  });

  it("writes each variant aside and renames it whole; what a killed run left aside is removed", async () => {
    const source = tempDir();
    const out = tempDir();
    mkdirSync(path.join(source, "demo"));
    mkdirSync(path.join(out, "demo"));
    await sharp({ create: { width: 700, height: 400, channels: 3, background: "#0f6f73" } })
      .png()
      .toFile(path.join(source, "demo", "tile.png"));
    writeFileSync(path.join(out, "demo", "tile-640.avif.partial"), "cut off");
    const { made } = await buildImages(source, out);
    const files = readdirSync(path.join(out, "demo")).sort();
    expect(files).toEqual(made.map((file) => path.basename(file)).sort());
    expect(files.some((file) => file.endsWith(".partial"))).toBe(false);
    for (const file of files) expect((await sharp(path.join(out, "demo", file)).metadata()).width).toBeGreaterThan(0);
  });

  it("fails with the file's name on an unreadable original", async () => {
    const source = tempDir();
    writeFileSync(path.join(source, "broken.jpg"), "not a picture");
    await expect(buildImages(source, tempDir())).rejects.toThrow(/broken\.jpg|unsupported/i);
  });

  it("the showcase images declare their originals' real size (so nothing shifts)", async () => {
    const root = path.resolve(import.meta.dirname, "..");
    for (const [image, file] of [
      [studioImage, "images/showcase/studio.jpg"],
      [shelfImage, "images/showcase/shelf.jpg"],
    ] as const) {
      const meta = await sharp(path.join(root, file)).metadata();
      expect([image.width, image.height]).toEqual([meta.width, meta.height]);
    }
  });
});
