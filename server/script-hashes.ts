import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ownInlineScripts } from "../model/security/own-scripts";

/**
 * The build's record of each page's own inline scripts (decision 027): build path of an
 * HTML file -> the 'sha256-…' CSP sources of the scripts that carry the build's marker.
 * Written by postbuild from the pages as pre-rendered; read by the Node server
 * (static-files.ts) and, through the edge build's file table, by the Worker. Nobody parses
 * a page at request time. A dotfile, so never served itself.
 */
export const SCRIPT_HASHES_MANIFEST = ".script-hashes.json";

/** The CSP source that allows exactly this script text. */
export function scriptHash(body: string): string {
  return `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;
}

function htmlFilesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((relative) => !relative.split("/").some((segment) => segment.startsWith(".")))
    .sort();
}

/**
 * Hashes the marked inline scripts of every HTML file of a build and writes the manifest.
 * Gives every hash once, for the one policy of static hosts (`_headers`).
 */
export function recordScriptHashes(root: string, marker: string): { pages: number; hashes: string[] } {
  const manifest: Record<string, string[]> = {};
  const all = new Set<string>();
  for (const relative of htmlFilesUnder(root)) {
    const hashes = [
      ...new Set(ownInlineScripts(readFileSync(path.join(root, relative), "utf8"), marker).map(scriptHash)),
    ];
    manifest[relative] = hashes;
    for (const hash of hashes) all.add(hash);
  }
  writeFileSync(path.join(root, SCRIPT_HASHES_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return { pages: Object.keys(manifest).length, hashes: [...all].sort() };
}

const HASH_SOURCE = /^sha256-[A-Za-z0-9+/]{43}=$/;

/** The manifest of a build: build path -> its scripts' CSP sources; empty when there is none. */
export function readScriptHashes(root: string): Map<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(root, SCRIPT_HASHES_MANIFEST), "utf8"));
    if (typeof parsed !== "object" || parsed === null) return new Map();
    return new Map(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((hash) => typeof hash === "string" && HASH_SOURCE.test(hash)),
      ),
    );
  } catch {
    return new Map();
  }
}
