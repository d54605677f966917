// Runs after `react-router build`:
// - copies the pre-rendered not-found page to build/client/404.html, the name
//   static hosts serve for unknown paths;
// - writes sitemap.xml and robots.txt for the configured SITE_URL.
import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readBuildEnv } from "../model/env";
import { robotsTxt, sitemapXml } from "../model/seo-files";
import { sitePages } from "../model/site-pages";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build/client");
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const { siteUrl } = readBuildEnv(process.env);

const notFound = path.join(client, "404", "index.html");
if (!existsSync(notFound)) {
  console.error(`postbuild: ${notFound} is missing; is /404 still pre-rendered?`);
  process.exit(1);
}
copyFileSync(notFound, path.join(client, "404.html"));

const today = new Date().toISOString().slice(0, 10);
writeFileSync(path.join(client, "sitemap.xml"), sitemapXml(sitePages, siteUrl, today));
writeFileSync(path.join(client, "robots.txt"), robotsTxt(siteUrl));
