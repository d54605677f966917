import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A small stand-in for build/client in a temporary folder, for the server tests. */
export type StandInBuild = {
  root: string;
  /** Writes (or replaces) a file, by its path inside the build. */
  write: (relative: string, body: string) => void;
  remove: () => void;
};

/**
 * A stand-in with the shape of build/client: pages, the not-found page, the SPA fallback, a hashed script,
 * the build's internal files, and what no server may give out (a source map, a dotfile, a file in a hidden
 * folder), which the paths in tests/fixtures/hostile-paths.ts try to reach.
 */
export function createStandInBuild(): StandInBuild {
  const root = mkdtempSync(path.join(tmpdir(), "site-build-"));
  const write = (relative: string, body: string) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  };
  write("index.html", '<title>Home</title><script>window.boot = 1;</script><script type="module" src="/assets/app-abc123.js"></script>');
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
