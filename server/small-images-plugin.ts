import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { type SmallImages, smallImageDataUrl } from "../model/ui/small-images.ts";

/** The module route loaders read the site's small pictures from (a page's lead picture, decision 036). */
export const SMALL_IMAGES_MODULE = "virtual:small-images";
const RESOLVED = `\0${SMALL_IMAGES_MODULE}`;

/** Every picture in the public folder (what the site serves at its root) within the limit, by its site path. */
export function readSmallImages(publicDir: string): SmallImages {
  const images: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        const url = smallImageDataUrl(entry.name, readFileSync(full));
        if (url) images[`/${path.relative(publicDir, full).split(path.sep).join("/")}`] = url;
      }
    }
  };
  visit(publicDir);
  return images;
}

/**
 * Makes `virtual:small-images` (server/small-images-module.d.ts), read from the public folder when a
 * build or the dev server first asks for it. Only loaders import it, so it stays out of the browser's code.
 */
export function smallImagesPlugin(): Plugin {
  let publicDir = "";
  return {
    name: "site:small-images",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    resolveId(id) {
      return id === SMALL_IMAGES_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const images = publicDir && existsSync(publicDir) ? readSmallImages(publicDir) : {};
      return `export default ${JSON.stringify(images)};`;
    },
  };
}
