// Runs after `react-router build` (scripts/build.ts, on the build not yet published):
// - copies the pre-rendered not-found page to build/client/404.html, the name
//   static hosts serve for unknown paths;
// - writes sitemap.xml (dated by the content) and robots.txt for the configured SITE_URL;
// - writes the Atom feed, each page's share image and the search index (scripts/lib/site-extras.ts),
//   and the code of the controls loaded on first use (scripts/lib/islands.ts);
// - records the hashes of each page's own inline scripts, those that carry the build's
//   marker (server/script-hashes.ts, docs/decisions/027), for the Node server and the Worker;
// - writes _headers, the security headers in the format static hosts read, with
//   a policy that allows those scripts of every pre-rendered page;
// - last, once every file is final: writes .br and .gz copies of the compressible
//   files (server/precompress.ts), so the server never compresses on a request.
import { copyFileSync, existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readBuildEnv } from "../model/security/env";
import { headersFile } from "../model/security/headers-file";
import { isScriptMarker, SCRIPT_MARKER_VARIABLE } from "../model/security/own-scripts";
import { robotsTxt, sitemapDates, sitemapXml } from "../tooling/seo-files";
import { sitePages } from "../model/pages/site-pages";
import { readContentSnapshot } from "../server/content/snapshot.server";
import { apiOrigins } from "../server/main";
import { precompressBuild } from "../server/precompress";
import { recordScriptHashes } from "../server/script-hashes";
import { buildIslands } from "./lib/islands";
import { writeSiteExtras } from "./lib/site-extras";

const root = path.resolve(import.meta.dirname, "..");
// The client folder of the build being made (scripts/build.ts passes its staging folder).
const client = path.resolve(process.argv[2] ?? path.join(root, "build/client"));
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const { siteUrl, tagManagerId, apiBaseUrl, sheetsApiUrl } = readBuildEnv(process.env);

const scriptMarker = process.env[SCRIPT_MARKER_VARIABLE];
if (!isScriptMarker(scriptMarker)) {
  console.error(
    `postbuild: no script marker in ${SCRIPT_MARKER_VARIABLE}; run it through "npm run build", which makes one.`,
  );
  process.exit(1);
}

const notFound = path.join(client, "404", "index.html");
if (!existsSync(notFound)) {
  console.error(`postbuild: ${notFound} is missing; is /404 still pre-rendered?`);
  process.exit(1);
}

copyFileSync(notFound, path.join(client, "404.html"));

// <lastmod> from the content's own dates (the same content the pages were rendered from), never the build date.
const { inspirations } = await readContentSnapshot();
writeFileSync(path.join(client, "sitemap.xml"), sitemapXml(sitePages, siteUrl, sitemapDates(inspirations)));
writeFileSync(path.join(client, "robots.txt"), robotsTxt(siteUrl));
await writeSiteExtras(client, readBuildEnv(process.env));
const islands = await buildIslands(client);
console.log(
  `postbuild: islands ${Object.entries(islands)
    .map(([name, bytes]) => `${name} (${(bytes / 1024).toFixed(1)} KB)`)
    .join(", ")}`,
);

// Every pre-rendered page, guides and items included, and the browser-rendered shell: only the scripts the site wrote.
const { pages, hashes } = recordScriptHashes(client, scriptMarker);
if (pages > 0 && hashes.length === 0) {
  console.error(
    "postbuild: no page has a script with the build's marker; is app/entry.server.tsx still setting the nonce?",
  );
  process.exit(1);
}
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
    scriptHashes: hashes,
    tagManager: Boolean(tagManagerId),
    // A static copy of the site calls the sheet itself (SHEETS_API_URL): its policy must allow that origin.
    connectOrigins: apiOrigins(apiBaseUrl, sheetsApiUrl),
    hashedAssets,
  }),
);

// Keep this last: a file changed after it is compressed by the server instead (its manifest says so).
const { files: precompressed } = await precompressBuild(client);
console.log(`postbuild: ${precompressed} files precompressed (br, gzip)`);
