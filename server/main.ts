import "./production-mode";
import { existsSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { EnvError, readBuildEnv, readServerEnv } from "../model/security/env";
import { createApp } from "./app";
import { buildLayout, recoverInterruptedSwap } from "./build-folders";
import { BUILT_CONTENT_DIR } from "./content/built-content";
import { createContentSource } from "./content/create-source";
import { PublishedBuild } from "./published-build";
import { PublishedPages } from "./published-pages";
import { compress } from "./representation";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_CLIENT_DIR = buildLayout(PROJECT_ROOT).live;

/** Origins the browser may call for content (API_BASE_URL, SHEETS_API_URL), for the CSP's connect-src. */
export function apiOrigins(...urls: (string | undefined)[]): string[] {
  const origins = urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin);
  // An Apps Script web app answers through a redirect to googleusercontent.com.
  if (origins.includes("https://script.google.com")) origins.push("https://script.googleusercontent.com");
  return [...new Set(origins)];
}

/**
 * Starts the site on HOST:PORT from the environment; resolves once it is listening. Serves
 * the build in `root`/build/client, and follows it when a rebuild publishes another.
 * `warmed` settles once every site page has been rendered ahead of its visitors (it never rejects).
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  root = PROJECT_ROOT,
): Promise<{ url: string; close: () => Promise<void>; warmed: Promise<void> }> {
  const serverEnv = readServerEnv(env);
  const { PORT, HOST } = serverEnv;
  const layout = buildLayout(root);
  // A build stopped between its two renames left no build/client: put the complete one back, as npm start does.
  recoverInterruptedSwap(layout);
  if (!existsSync(path.join(layout.live, "index.html"))) {
    throw new Error(`No build found in ${layout.live}. Run "npm run build" (or "npm start", which builds first).`);
  }
  const files = new PublishedBuild(layout, { publicDir: path.join(root, "public") });
  const { tagManagerId, apiBaseUrl, sheetsApiUrl } = readBuildEnv(env);
  // A file broken when the server starts is served from the content the published build was made from.
  const content = createContentSource(serverEnv, { builtContentDir: path.join(layout.live, BUILT_CONTENT_DIR) });
  console.log(`  Content from ${content.description}`);
  void content.sheet("inspirations"); // reads (and reports on) the content before the first visitor
  const connectOrigins = apiOrigins(apiBaseUrl, sheetsApiUrl);
  // Pages kept in memory are compressed again with the build's settings once first answered (page-renderer.ts).
  const pages = new PublishedPages(files, content, { refiner: compress });
  // Loads the renderer before the first visitor, not for them; the server listens meanwhile.
  const warmed = pages.warm();
  const app = createApp({ files, security: { tagManager: Boolean(tagManagerId), connectOrigins }, content, pages });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: PORT, hostname: HOST }, () => {
      const shownHost = HOST === "127.0.0.1" || HOST === "0.0.0.0" || HOST === "::" ? "localhost" : HOST;
      const url = `http://${shownHost}:${PORT}`;
      resolve({
        url,
        warmed,
        close: () =>
          new Promise((done) => {
            content.close();
            server.close(() => done());
          }),
      });
    });
    server.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(
          new Error(
            `Port ${PORT} is already in use. Stop the other server, or choose another port: PORT=${PORT + 1} npm start`,
          ),
        );
      } else reject(error);
    });
  });
}

async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    const { url } = await startServer();
    console.log(`\n  Site ready at ${url}\n`);
  } catch (error) {
    console.error(
      error instanceof EnvError
        ? error.message
        : `Could not start the server: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("server/main.ts")) {
  void main();
}
