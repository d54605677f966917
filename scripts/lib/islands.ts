// The code of controls that load on first use, on pages with or without React (app/islands/):
// each bundled on its own into build/client/islands/<name>.js, a fixed address the page's
// shell script names (app/shell/shell-head-script.tsx), so no manifest is needed to find it.
// esbuild, as for the Worker: an island is a few kilobytes of DOM code, not part of the app's
// Vite graph.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

/** The islands, by the file name they are served under. */
export const ISLANDS = {
  "site-search.js": "app/islands/site-search.ts",
  "copy-text.js": "app/islands/copy-text.ts",
  "disclosure-group.js": "app/islands/disclosure-group.ts",
  "talk-filter.js": "app/islands/talk-filter.ts",
  "store-filter.js": "app/islands/store-filter.ts",
  "jump-menu.js": "app/islands/jump-menu.ts",
  "expandable-card.js": "app/islands/expandable-card.ts",
} as const;

/** Bundles every island into `clientDir`/islands; returns each one's size in bytes. */
export async function buildIslands(clientDir: string): Promise<Record<string, number>> {
  const outDir = path.join(clientDir, "islands");
  mkdirSync(outDir, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const [name, source] of Object.entries(ISLANDS)) {
    const result = await build({
      entryPoints: [path.join(root, source)],
      outfile: path.join(outDir, name),
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      minify: true,
      metafile: true,
      logLevel: "error",
    });
    sizes[name] = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  }
  return sizes;
}
