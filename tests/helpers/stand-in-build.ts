import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { recordScriptHashes } from "../../server/script-hashes";

/** A small stand-in for build/client in a temporary folder, for the server tests. */
export type StandInBuild = {
  root: string;
  /** Writes (or replaces) a file, by its path inside the build; a page's own scripts are recorded again. */
  write: (relative: string, body: string) => void;
  remove: () => void;
};

/** The stand-in's script marker, as scripts/build.ts makes one for each build (docs/decisions/027). */
export const STAND_IN_MARKER = "stand-in-marker-0123456789abcdef";
/** The home page's own inline script, written with the marker as the pre-render writes the site's scripts. */
export const OWN_SCRIPT = "window.boot = 1;";
/** A script that reached the home page's body through its content: it must never be allowed to run. */
export const INJECTED_SCRIPT = "window.injected = 1;";

/**
 * A stand-in with the shape of build/client as postbuild leaves it: pages (each page's own inline scripts
 * recorded in the script-hash manifest), the not-found page, the SPA fallback, a hashed script, the build's
 * internal files, and what no server may give out (a source map, a dotfile, a file in a hidden folder),
 * which the paths in tests/fixtures/hostile-paths.ts try to reach.
 */
export function createStandInBuild(): StandInBuild {
  const root = mkdtempSync(path.join(tmpdir(), "site-build-"));
  const write = (relative: string, body: string) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
    if (relative.endsWith(".html")) recordScriptHashes(root, STAND_IN_MARKER);
  };
  write(
    "index.html",
    `<title>Home</title><script nonce="${STAND_IN_MARKER}">${OWN_SCRIPT}</script>` +
      `<main><p>A guide <script>${INJECTED_SCRIPT}</script></p></main>` +
      `<script type="module" src="/assets/app-abc123.js" nonce="${STAND_IN_MARKER}"></script>`,
  );
  write("experiences/index.html", "<title>Experiences</title>");
  write("404/index.html", "<title>Not found</title>Oops");
  write("404.html", "<title>Not found</title>Oops");
  write("__spa-fallback.html", "<title>Shell</title>");
  write("assets/app-abc123.js", `console.log(${JSON.stringify("x".repeat(2000))});`);
  write("assets/app-abc123.js.map", "{}");
  write(".env", "SECRET=1");
  write(".content/items.csv", "slug,title,publish\ndraft,A draft,FALSE\n");
  write("images/.hidden/x.svg", "<svg/>");
  write("favicon.svg", "<svg/>");
  write("_headers", "/*\n  X-Test: 1");
  write("_root.data", "[{}]");
  return { root, write, remove: () => rmSync(root, { recursive: true, force: true }) };
}
