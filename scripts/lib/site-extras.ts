// What postbuild adds to the pre-rendered site besides its own files: the Atom
// feed, each page's link-preview image and the site search's index. One call, so
// postbuild stays a list of steps (docs/decisions/008, 015, 016).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BuildEnv } from "../../model/security/env";
import { writeSearchIndex } from "./search-index";
import { writeShareImages } from "./share-images";
import { writeFeed } from "./write-feed";

const root = path.resolve(import.meta.dirname, "../..");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The owner's name from the site config, which reads the build values Vite defines for the app. */
async function ownerName(env: BuildEnv): Promise<string> {
  (globalThis as { __BUILD_ENV__?: BuildEnv }).__BUILD_ENV__ ??= env;
  const { siteConfig } = await import("../../app/site-config");
  return siteConfig.owner.name;
}

export async function writeSiteExtras(client: string, env: BuildEnv): Promise<void> {
  const owner = await ownerName(env);
  const entries = await writeFeed(client, env.siteUrl, owner);
  const started = performance.now();
  const images = await writeShareImages({
    client,
    pages: htmlFiles(client).map((file) => readFileSync(file, "utf8")),
    siteUrl: env.siteUrl,
    ownerName: owner,
    cacheDir: path.join(root, "node_modules/.cache/share-images"),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pages = await writeSearchIndex(client);
  console.log(
    `postbuild: feed.xml (${entries} entries), ${images.written.length} share images (${images.drawn} drawn, ${images.reused} from cache, ${seconds} s), search index of ${pages} pages`,
  );
}
