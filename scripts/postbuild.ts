// Runs after `react-router build`:
// - deletes the placeholder pages a content set with no published guide or item needs;
// - copies the pre-rendered not-found page to build/client/404.html, the name
//   static hosts serve for unknown paths;
// - writes sitemap.xml and robots.txt for the configured SITE_URL;
// - writes the Atom feed, each page's share image and the search index (scripts/lib/site-extras.ts);
// - defers each page's JavaScript until after it has loaded (model/deferred-boot.ts);
// - writes _headers, the security headers in the format static hosts read, with
//   a policy that allows the inline scripts of every pre-rendered page.
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { baseSecurityHeaders, contentSecurityPolicy } from "../model/csp";
import { deferBoot } from "../model/deferred-boot";
import { readBuildEnv } from "../model/env";
import { buildPlaceholderPaths } from "../model/inspiration-paths";
import { robotsTxt, sitemapXml } from "../model/seo-files";
import { sitePages } from "../model/site-pages";
import { inlineScriptHashes } from "../server/inline-script-hashes";
import { writeSiteExtras } from "./lib/site-extras";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build/client");
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const { siteUrl, tagManagerId } = readBuildEnv(process.env);

const notFound = path.join(client, "404", "index.html");
if (!existsSync(notFound)) {
  console.error(`postbuild: ${notFound} is missing; is /404 still pre-rendered?`);
  process.exit(1);
}
// The stand-in pages of a content set with no published guide or item are not pages of the site.
for (const placeholder of buildPlaceholderPaths) {
  rmSync(path.join(client, placeholder), { recursive: true, force: true });
  rmSync(path.join(client, `${placeholder}.data`), { force: true });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}
for (const file of htmlFiles(client)) writeFileSync(file, deferBoot(readFileSync(file, "utf8")));
copyFileSync(notFound, path.join(client, "404.html"));

const today = new Date().toISOString().slice(0, 10);
writeFileSync(path.join(client, "sitemap.xml"), sitemapXml(sitePages, siteUrl, today));
writeFileSync(path.join(client, "robots.txt"), robotsTxt(siteUrl));
await writeSiteExtras(client, readBuildEnv(process.env));

// Every pre-rendered page, guides and items included, and the browser-rendered shell.
const hashes = new Set(htmlFiles(client).flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8"))));
const headers = {
  ...baseSecurityHeaders,
  "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: [...hashes].sort(), tagManager: Boolean(tagManagerId) }),
};
// Only Vite's hashed output is cached for ever; files copied from public/ keep their names when edited.
const publicAssets = path.join(root, "public/assets");
const hashedAssets = readdirSync(path.join(client, "assets"), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(path.join(client, "assets"), path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
  .filter((relative) => !existsSync(path.join(publicAssets, relative)))
  .sort();
const lines = [
  "/*",
  ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ...hashedAssets.flatMap((relative) => [`/assets/${relative}`, "  Cache-Control: public, max-age=31536000, immutable"]),
  "",
];
writeFileSync(path.join(client, "_headers"), lines.join("\n"));
