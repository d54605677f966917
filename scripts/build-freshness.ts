import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the built site is made from: a change to any of these needs a new build. */
export const BUILD_INPUTS = [
  "app",
  "model",
  "content",
  "images",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
  "package-lock.json",
  ".env",
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.endsWith(".test.ts") || child.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Why the build in `buildDir` must be (re)made, or undefined when it is up to date. */
export function staleBuildReason(root: string, buildDir: string): string | undefined {
  const marker = path.join(buildDir, "index.html");
  if (!existsSync(marker)) return "no build yet";
  const builtAt = statSync(marker).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}
