// Runs after `react-router build` (scripts/build.ts, on the build not yet published):
// - copies the pre-rendered not-found page to build/client/404.html, the name
//   static hosts serve for unknown paths;
// - writes sitemap.xml (dated by the content) and robots.txt for the configured SITE_URL;
// - writes the Atom feed, each page's share image and the search index (scripts/lib/site-extras.ts);
// - writes _headers, the security headers in the format static hosts read, with
//   a policy that allows the inline scripts of every pre-rendered page;
// - last, once every file is final: writes .br and .gz copies of the compressible
//   files (server/precompress.ts), so the server never compresses on a request.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readBuildEnv } from "../model/env";
import { headersFile } from "../model/headers-file";
import { robotsTxt, sitemapDates, sitemapXml } from "../tooling/seo-files";
import { sitePages } from "../model/site-pages";
import { readContentSnapshot } from "../server/content/snapshot.server";
import { inlineScriptHashes } from "../server/inline-script-hashes";
import { apiOrigins } from "../server/main";
import { precompressBuild } from "../server/precompress";
import { writeSiteExtras } from "./lib/site-extras";

const root = path.resolve(import.meta.dirname, "..");
// The client folder of the build being made (scripts/build.ts passes its staging folder).
const client = path.resolve(process.argv[2] ?? path.join(root, "build/client"));
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const { siteUrl, tagManagerId, apiBaseUrl, sheetsApiUrl } = readBuildEnv(process.env);

const notFound = path.join(client, "404", "index.html");
if (!existsSync(notFound)) {
  console.error(`postbuild: ${notFound} is missing; is /404 still pre-rendered?`);
  process.exit(1);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}
copyFileSync(notFound, path.join(client, "404.html"));

// <lastmod> from the content's own dates (the same content the pages were rendered from), never the build date.
const { inspirations } = await readContentSnapshot();
writeFileSync(path.join(client, "sitemap.xml"), sitemapXml(sitePages, siteUrl, sitemapDates(inspirations)));
writeFileSync(path.join(client, "robots.txt"), robotsTxt(siteUrl));
await writeSiteExtras(client, readBuildEnv(process.env));

// Every pre-rendered page, guides and items included, and the browser-rendered shell.
const hashes = new Set(htmlFiles(client).flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8"))));
// Only Vite's hashed output is cached for ever; files copied from public/ keep their names when edited.
const publicAssets = path.join(root, "public/assets");
const hashedAssets = readdirSync(path.join(client, "assets"), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) =>
    path.relative(path.join(client, "assets"), path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
  )
  .filter((relative) => !existsSync(path.join(publicAssets, relative)))
  .sort();
writeFileSync(
  path.join(client, "_headers"),
  headersFile({
    scriptHashes: [...hashes],
    tagManager: Boolean(tagManagerId),
    // A static copy of the site calls the sheet itself (SHEETS_API_URL): its policy must allow that origin.
    connectOrigins: apiOrigins(apiBaseUrl, sheetsApiUrl),
    hashedAssets,
  }),
);

// Keep this last: a file changed after it is compressed by the server instead (its manifest says so).
const { files: precompressed } = await precompressBuild(client);
console.log(`postbuild: ${precompressed} files precompressed (br, gzip)`);
