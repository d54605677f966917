import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readBuildEnv } from "../model/security/env";
import { readManifest } from "../server/build-folders";

/**
 * What the built site is made from: a change to any of these needs a new build.
 * scripts/, tooling/ and server/ hold the build's own code (postbuild, image variants, Vite
 * plugins, the content read at pre-render time).
 */
export const BUILD_INPUTS = [
  "app",
  "model",
  "tooling",
  "content",
  "images",
  "public",
  "scripts",
  "server",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
  "package-lock.json",
  ".env",
];

/** Made by the build from images/ (scripts/build-images.ts): images/ stands for it. */
const DERIVED = new Set(["public/generated"]);

/** Not part of the site: dependencies, tests, the folders' READMEs, what the build derives. */
function isSkipped(relative: string, name: string): boolean {
  return (
    name === "node_modules" ||
    name === "README.md" ||
    name.endsWith(".test.ts") ||
    name.endsWith(".test.tsx") ||
    DERIVED.has(relative)
  );
}

function hashEntry(root: string, relative: string, hash: ReturnType<typeof createHash>): void {
  const full = path.join(root, relative);
  const stat = statSync(full);
  if (stat.isDirectory()) {
    hash.update(`dir:${relative}\0`);
    for (const child of readdirSync(full).sort()) {
      const childRelative = path.posix.join(relative, child);
      if (!isSkipped(childRelative, child)) hashEntry(root, childRelative, hash);
    }
  } else if (stat.isFile()) {
    hash.update(`file:${relative}\0`);
    hash.update(readFileSync(full));
    hash.update("\0");
  }
}

export type SourceFingerprint = {
  /** One hash over everything below. */
  fingerprint: string;
  /** A hash per input of BUILD_INPUTS (absent ones hash as "absent"), and of the build-time settings. */
  inputs: Record<string, string>;
};

/** The build-time settings (SITE_URL, TAG_MANAGER_ID, API_BASE_URL…), from the environment or .env. */
export const SETTINGS_INPUT = "build settings";

/** The contents of every build input and the build-time settings, hashed: equal means the same site. */
export function sourceFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): SourceFingerprint {
  const inputs: Record<string, string> = {};
  for (const input of BUILD_INPUTS) {
    if (!existsSync(path.join(root, input))) {
      inputs[input] = "absent";
      continue;
    }
    const hash = createHash("sha256");
    hashEntry(root, input, hash);
    inputs[input] = hash.digest("hex");
  }
  inputs[SETTINGS_INPUT] = createHash("sha256")
    .update(JSON.stringify(readBuildEnv(env)))
    .digest("hex");
  const fingerprint = createHash("sha256").update(JSON.stringify(inputs)).digest("hex");
  return { fingerprint, inputs };
}

/**
 * Why the build in `buildDir` must be (re)made, or undefined when it is up to date. Only a
 * build that finished says what it was made from (its manifest, written last), so a build
 * that was stopped half-way never counts as up to date.
 */
export function staleBuildReason(
  root: string,
  buildDir: string,
  current: SourceFingerprint = sourceFingerprint(root),
): string | undefined {
  const manifest = readManifest(buildDir);
  if (!manifest)
    return existsSync(path.join(buildDir, "index.html"))
      ? "the build in place has no record of finishing"
      : "no build yet";
  if (manifest.fingerprint === current.fingerprint) return undefined;
  const changed = Object.keys(current.inputs).find((input) => manifest.inputs[input] !== current.inputs[input]);
  return changed === SETTINGS_INPUT
    ? "the build settings changed since the last build"
    : `${changed ?? "the build's sources"} changed since the last build`;
}
