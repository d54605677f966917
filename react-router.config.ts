import type { Config } from "@react-router/dev/config";
import { inspirationPaths } from "./model/pages/inspiration-paths";
import { prerenderPaths } from "./model/pages/site-pages";
import { provideBuildContent } from "./server/content/page-content";
import { readContentSnapshot } from "./server/content/snapshot.server";

// The pre-render and the dev server render pages with no server's load context: their loaders read the build's content.
provideBuildContent(() => readContentSnapshot());

export default {
  appDirectory: "app",
  // npm run build (scripts/build.ts) builds into a staging folder and renames it to build/client
  // only once complete; `react-router build` run by hand writes build/ in place.
  buildDirectory: process.env.SITE_BUILD_DIR || "build",
  // Every page is pre-rendered to static HTML at build time (what a static host serves), and the
  // server renders pages on request from the live content (server/page-renderer.ts, decision 030).
  ssr: true,
  // Pages that run the app know every route from the start, as a pre-rendered site does: no
  // /__manifest requests to the server while a visitor moves around.
  routeDiscovery: { mode: "initial" },
  // The static pages, and every published guide and item from the content source.
  prerender: async () => {
    const { inspirations } = await readContentSnapshot();
    return [...prerenderPaths(), ...inspirationPaths(inspirations)];
  },
} satisfies Config;
