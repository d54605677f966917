// How a build reaches build/client without ever leaving a half-built site there: it is
// made in a staging folder (build-staging), its manifest is written last, and only then is it renamed
// into place. A build stopped at any point (Ctrl+C, a crash, a killed `npm start`)
// leaves the last complete build serving; the next build clears what it left. A server
// already running answers through the renames and then serves the new build
// (server/published-build.ts); the folders are in server/build-folders.ts, shared with it.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type BuildLayout,
  type BuildManifest,
  MANIFEST_NAME,
  recoverInterruptedSwap,
  stagedClient,
} from "../server/build-folders";

/** The stages a build passes, in order, for progress lines (and for tests that stop a build at one). */
export type BuildStage =
  "staging-ready" | `step:${string}` | "manifest-written" | "previous-moved-aside" | "published" | "done";

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
export async function buildSite({
  layout,
  sources,
  steps,
  onStage = () => undefined,
}: BuildSiteOptions): Promise<void> {
  recoverInterruptedSwap(layout);
  // What an earlier build stopped half-way left behind.
  rmSync(layout.staging, { recursive: true, force: true });
  rmSync(layout.previous, { recursive: true, force: true });
  mkdirSync(layout.staging, { recursive: true });
  mkdirSync(path.dirname(layout.live), { recursive: true });
  onStage("staging-ready");

  const client = stagedClient(layout);
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
