import { createHash } from "node:crypto";
import { inlineScripts } from "../model/csp";

/** 'sha256-…' CSP sources for the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map((body) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  return [...new Set(hashes)];
}
