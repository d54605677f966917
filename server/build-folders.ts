// Where the published build lives and how a stopped swap is undone. A build is made in
// build-staging and renamed into build/client only when complete (scripts/build-output.ts);
// the server reads build/client and, at start and while it runs, has to cope with the
// moment between the two renames (server/published-build.ts). Both sides share these folders.
import { existsSync, readFileSync, renameSync, statSync } from "node:fs";
import path from "node:path";

/** Written into a build's client folder as its last file: the build finished, from these sources. */
export const MANIFEST_NAME = ".build-complete.json";

export type BuildManifest = {
  fingerprint: string;
  inputs: Record<string, string>;
  builtAt: string;
};

export type BuildLayout = {
  /** What the server serves: build/client. */
  live: string;
  /** Where a build is made (React Router's buildDirectory): build-staging; its client/ becomes `live`. */
  staging: string;
  /** The replaced build, for the moment between the two renames: build/.previous. */
  previous: string;
};

/**
 * The folders of the project at `root`, all on one file system so the renames are atomic.
 * The staging folder sits beside build/, at the same depth: the pre-render bundle finds the
 * content relative to its own place (server/content/create-source.ts), as it does in build/.
 */
export function buildLayout(root: string): BuildLayout {
  return {
    live: path.join(root, "build", "client"),
    staging: path.join(root, "build-staging"),
    previous: path.join(root, "build", ".previous"),
  };
}

/** The client folder of the build being made in the staging folder. */
export function stagedClient(layout: BuildLayout): string {
  return path.join(layout.staging, "client");
}

/** The manifest of a finished build in `clientDir`, or undefined (none, or unreadable: not finished). */
export function readManifest(clientDir: string): BuildManifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(clientDir, MANIFEST_NAME), "utf8")) as Partial<BuildManifest>;
    if (typeof manifest.fingerprint !== "string" || typeof manifest.inputs !== "object" || manifest.inputs === null)
      return undefined;
    return { fingerprint: manifest.fingerprint, inputs: manifest.inputs, builtAt: String(manifest.builtAt ?? "") };
  } catch {
    return undefined;
  }
}

/**
 * A build stopped between its two renames leaves no build/client: put a complete build
 * back (the new one if it finished, else the one it replaced). Safe to call at any time
 * no build is running; npm start, npm run serve and every build call it first.
 */
export function recoverInterruptedSwap(layout: BuildLayout): void {
  if (existsSync(layout.live)) return;
  const finished = stagedClient(layout);
  if (readManifest(finished)) renameSync(finished, layout.live);
  else if (readManifest(layout.previous)) renameSync(layout.previous, layout.live);
}

/**
 * Which build a client folder holds, cheaply (two stats, no reads): a build renamed into
 * place is another folder (inode), and its manifest another file. Undefined when the
 * folder is not there. A folder without a manifest (`react-router build` run by hand)
 * is told apart by its inode alone.
 */
export function buildIdentity(clientDir: string): string | undefined {
  const folder = statSync(clientDir, { throwIfNoEntry: false });
  if (!folder?.isDirectory()) return undefined;
  const manifest = statSync(path.join(clientDir, MANIFEST_NAME), { throwIfNoEntry: false });
  const written = manifest ? `${manifest.ino}:${manifest.mtimeMs}:${manifest.size}` : "no manifest";
  return `${folder.dev}:${folder.ino}|${written}`;
}
