import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SMALL_IMAGE_LIMIT } from "../model/ui/small-images.ts";
import { SMALL_IMAGES_MODULE, readSmallImages, smallImagesPlugin } from "./small-images-plugin.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function publicFolder(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(path.join(tmpdir(), "small-images-"));
  folders.push(root);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
  return root;
}

describe("the site's small pictures (decision 036)", () => {
  it("lists each picture within the limit by the site path it is served at, in every folder", () => {
    const root = publicFolder({
      "placeholder.svg": "<svg/>",
      "assets/items/kettle.svg": '<svg viewBox="0 0 1 1"/>',
      "assets/big.svg": `<svg>${" ".repeat(SMALL_IMAGE_LIMIT)}</svg>`,
      "robots.txt": "User-agent: *",
    });
    const images = readSmallImages(root);
    expect(Object.keys(images).sort()).toEqual(["/assets/items/kettle.svg", "/placeholder.svg"]);
    expect(images["/placeholder.svg"]).toBe(`data:image/svg+xml,${encodeURIComponent("<svg/>")}`);
  });

  it("is the module loaders import, read from Vite's public folder", async () => {
    const root = publicFolder({ "assets/a.svg": "<svg/>" });
    const plugin = smallImagesPlugin();
    const call = <T>(hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => T)(...args);
    call(plugin.configResolved, { publicDir: root });
    const id = call<string>(plugin.resolveId, SMALL_IMAGES_MODULE);
    expect(call(plugin.resolveId, "virtual:other")).toBeUndefined();
    const code = call<string>(plugin.load, id);
    expect(code).toBe(
      `export default ${JSON.stringify({ "/assets/a.svg": `data:image/svg+xml,${encodeURIComponent("<svg/>")}` })};`,
    );
  });
});
