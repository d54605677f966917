// The first step of a build: read the content the pages will be rendered from, refuse it
// when a tab may not replace the published build's rows (model/content/last-good-rows.ts), and
// keep a copy of it in the build (server/content/built-content.ts). The pre-render then
// reads that copy, so the pages show exactly the content that was checked, even when a
// file is saved again while the build runs.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ContentProblem, formatProblem } from "../../model/content/content-problem";
import type { ServerEnv } from "../../model/security/env";
import { ACCEPT_SHRINK_HINT, keepLastGoodReason } from "../../model/content/last-good-rows";
import { type SheetTab, sheetTabs } from "../../model/content/sheet-tabs";
import {
  BUILT_CONTENT_RECORD,
  type BuiltContentRecord,
  builtContentRecordText,
  csvSourceId,
  readBuiltContentRecord,
  remoteSourceId,
} from "../../server/content/built-content";
import { createContentSource, DEFAULT_CONTENT_DIR } from "../../server/content/create-source";
import { MAX_CSV_BYTES } from "../../server/content/local-source";
import { parseCsvTab } from "../../server/content/parse-csv";
import { answerRows } from "../../server/content/remote-sheet-source";

/** A CSV file of a tab as a build or content:check reads it: its text, rows and problems, or why it cannot be read whole. */
export type CsvTabReading<Row> = {
  file: string;
  text?: string;
  rows: Row[];
  rowNumbers: number[];
  problems: ContentProblem[];
  unreadable?: string;
};

export function readCsvTab<Row>(dir: string, tab: SheetTab<Row>, label = tab.file): CsvTabReading<Row> {
  const file = path.join(dir, tab.file);
  const failed = (reason: string): CsvTabReading<Row> => ({
    file: label,
    rows: [],
    rowNumbers: [],
    problems: [{ file: label, row: 1, field: "(file)", reason }],
    unreadable: reason,
  });
  if (!existsSync(file)) return failed("the file is missing");
  if (!statSync(file).isFile()) return failed("the file cannot be read (not a file)");
  if (statSync(file).size > MAX_CSV_BYTES)
    return failed(`the file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB; not read`);
  const text = readFileSync(file, "utf8");
  const parsed = parseCsvTab(tab, text, label);
  const reading: CsvTabReading<Row> = {
    file: label,
    text,
    rows: parsed.rows,
    rowNumbers: parsed.rowNumbers,
    problems: parsed.problems,
  };
  const broken = parsed.broken ? parsed.problems[0]?.reason : undefined;
  return broken ? { ...reading, unreadable: broken } : reading;
}

export type BuildContentOptions = {
  env: Pick<ServerEnv, "CONTENT_SOURCE" | "CONTENT_DIR" | "CONTENT_ACCEPT_SHRINK"> &
    Parameters<typeof createContentSource>[0];
  /** The published build's content folder (build/client/.content), whose row counts are the last good ones. */
  publishedDir: string;
  /** Where the checked copy and its record are written. */
  outDir: string;
  /** How file names appear in messages (relative to the project). */
  label?: (file: string) => string;
};

/** Thrown when the content may not replace the published build's; its message lists every tab and reason. */
export class ContentRefusedError extends Error {
  override name = "ContentRefusedError";
}

/**
 * Checks the content and writes the copy the pre-render reads; returns the CSV folder
 * to render from (undefined for the remote sheet, which the pre-render asks itself).
 */
export async function prepareBuildContent(options: BuildContentOptions): Promise<{ csvDir: string | undefined }> {
  const { env, publishedDir, outDir } = options;
  const published = readBuiltContentRecord(publishedDir);
  const acceptShrink = env.CONTENT_ACCEPT_SHRINK;
  const refusals: ContentProblem[] = [];
  // True when a refusal is an emptied or shrunk tab, which the owner may accept on purpose.
  let shrunk = false;
  const rows: Record<string, number> = {};
  let source: string;
  mkdirSync(outDir, { recursive: true });

  if (env.CONTENT_SOURCE === "remote-sheet" && env.SHEETS_URL) {
    source = remoteSourceId(env.SHEETS_URL);
    const lastGood = published?.source === source ? published.rows : {};
    const sheet = createContentSource(env);
    for (const api of ["inspirations", "experiences", "solutions"] as const) {
      const answer = await sheet.sheet(api);
      if (answer.status !== 200) {
        refusals.push({ file: "remote sheet", row: 0, field: `api=${api}`, reason: answer.payload.data.error });
        continue;
      }
      for (const [list, count] of Object.entries(answerRows(api, answer.payload.data))) {
        const key = `api=${api} ${list}`;
        rows[key] = count;
        const reason = keepLastGoodReason({ rows: count }, { lastGoodRows: lastGood[key], acceptShrink });
        if (reason) refusals.push({ file: "remote sheet", row: 0, field: key, reason });
        shrunk ||= reason !== undefined;
      }
    }
    sheet.close();
  } else {
    const dir = env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : DEFAULT_CONTENT_DIR;
    source = csvSourceId(dir);
    const lastGood = published?.source === source ? published.rows : {};
    for (const tab of sheetTabs as readonly SheetTab<unknown>[]) {
      const reading = readCsvTab(dir, tab, options.label?.(path.join(dir, tab.file)));
      rows[tab.file] = reading.rows.length;
      const reason = keepLastGoodReason(
        { rows: reading.rows.length, ...(reading.unreadable ? { unreadable: reading.unreadable } : {}) },
        { lastGoodRows: lastGood[tab.file], acceptShrink },
      );
      if (reason) {
        const at = reading.unreadable ? (reading.problems[0]?.row ?? 1) : 1;
        refusals.push({ file: reading.file, row: at, field: "(file)", reason });
        shrunk ||= reading.unreadable === undefined;
      } else if (reading.text !== undefined) writeFileSync(path.join(outDir, tab.file), reading.text);
    }
  }

  if (refusals.length > 0) {
    throw new ContentRefusedError(
      [
        "The content check stopped the build; nothing was published:",
        ...refusals.map((problem) => `  ${formatProblem(problem)}`),
        shrunk
          ? `Fix the files above, or, ${ACCEPT_SHRINK_HINT}: CONTENT_ACCEPT_SHRINK=1 npm run build.`
          : "Fix the files above and build again.",
      ].join("\n"),
    );
  }
  const record: BuiltContentRecord = { source, rows };
  writeFileSync(path.join(outDir, BUILT_CONTENT_RECORD), builtContentRecordText(record));
  return { csvDir: source.startsWith("csv:") ? outDir : undefined };
}
