import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The content a build was made from, kept inside it (build/client/.content, a
 * dot folder, so never served): the CSV files exactly as the pages were
 * rendered from them, and a record of how many rows each tab had. The next
 * build compares its content with the record (model/content/last-good-rows.ts), and the
 * Node server serves these rows for a tab whose file is broken when it starts.
 */
export const BUILT_CONTENT_DIR = ".content";
const RECORD_FILE = "record.json";

export type BuiltContentRecord = {
  /** Which content the build read: `csv:<folder>` or `remote-sheet:<address>`. */
  source: string;
  /** Usable rows per tab (a CSV file name, or `api=… list` of the sheet). */
  rows: Record<string, number>;
};

/** `csv:<absolute folder>`: a build's copy stands for the live files only when it was made from the same folder. */
export function csvSourceId(dir: string): string {
  return `csv:${path.resolve(dir)}`;
}

export function remoteSourceId(url: string): string {
  const address = new URL(url);
  return `remote-sheet:${address.origin}${address.pathname}`;
}

/** The record in a build's content folder, or undefined (none, or unreadable). */
export function readBuiltContentRecord(contentDir: string): BuiltContentRecord | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path.join(contentDir, RECORD_FILE), "utf8")) as Partial<BuiltContentRecord>;
    if (typeof parsed.source !== "string" || typeof parsed.rows !== "object" || parsed.rows === null) return undefined;
    const rows = Object.fromEntries(
      Object.entries(parsed.rows).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
    );
    return { source: parsed.source, rows };
  } catch {
    return undefined;
  }
}

export function builtContentRecordText(record: BuiltContentRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

export const BUILT_CONTENT_RECORD = RECORD_FILE;
