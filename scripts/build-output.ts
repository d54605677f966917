// How a build reaches build/client without ever leaving a half-built site there: it is
// made in a staging folder (build-staging), its manifest is written last, and only then is it renamed
// into place. A build stopped at any point (Ctrl+C, a crash, a killed `npm start`)
// leaves the last complete build serving; the next build clears what it left.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
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

/** The manifest of a finished build in `clientDir`, or undefined (none, or unreadable: not finished). */
export function readManifest(clientDir: string): BuildManifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(clientDir, MANIFEST_NAME), "utf8")) as Partial<BuildManifest>;
    if (typeof manifest.fingerprint !== "string" || typeof manifest.inputs !== "object" || manifest.inputs === null) return undefined;
    return { fingerprint: manifest.fingerprint, inputs: manifest.inputs, builtAt: String(manifest.builtAt ?? "") };
  } catch {
    return undefined;
  }
}

/**
 * A build stopped between its two renames leaves no build/client: put a complete build
 * back (the new one if it finished, else the one it replaced). Safe to call at any time.
 */
export function recoverInterruptedSwap(layout: BuildLayout): void {
  if (existsSync(layout.live)) return;
  const finished = path.join(layout.staging, "client");
  if (readManifest(finished)) renameSync(finished, layout.live);
  else if (readManifest(layout.previous)) renameSync(layout.previous, layout.live);
}

/** The stages a build passes, in order, for progress lines (and for tests that stop a build at one). */
export type BuildStage =
  | "staging-ready"
  | `step:${string}`
  | "manifest-written"
  | "previous-moved-aside"
  | "published"
  | "done";

export type BuildStep = {
  name: string;
  /** Makes its part of the site in `client` (the staging build's client folder). */
  run: (paths: { staging: string; client: string }) => Promise<void>;
};

export type BuildSiteOptions = {
  layout: BuildLayout;
  /** What the build is made from, recorded in the manifest. */
  sources: { fingerprint: string; inputs: Record<string, string> };
  steps: readonly BuildStep[];
  onStage?: (stage: BuildStage) => void;
};

/** Runs the steps into a fresh staging folder, then publishes it as build/client. */
export async function buildSite({ layout, sources, steps, onStage = () => undefined }: BuildSiteOptions): Promise<void> {
  recoverInterruptedSwap(layout);
  // What an earlier build stopped half-way left behind.
  rmSync(layout.staging, { recursive: true, force: true });
  rmSync(layout.previous, { recursive: true, force: true });
  mkdirSync(layout.staging, { recursive: true });
  mkdirSync(path.dirname(layout.live), { recursive: true });
  onStage("staging-ready");

  const client = path.join(layout.staging, "client");
  for (const step of steps) {
    onStage(`step:${step.name}`);
    await step.run({ staging: layout.staging, client });
  }

  const manifest: BuildManifest = { ...sources, builtAt: new Date().toISOString() };
  writeFileSync(path.join(client, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  onStage("manifest-written");

  if (existsSync(layout.live)) {
    renameSync(layout.live, layout.previous);
    onStage("previous-moved-aside");
  }
  renameSync(client, layout.live);
  onStage("published");
  rmSync(layout.previous, { recursive: true, force: true });
  rmSync(layout.staging, { recursive: true, force: true });
  onStage("done");
}
