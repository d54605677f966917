// npx tsx integrations/google-sheets/make-seed.ts [out-file]
// Writes Seed.gs: paste it next to Code.gs in the Apps Script editor and run
// seedSampleContent() to fill the spreadsheet with the CSV files of content/
// (one tab per file, header row included). Default output: stdout.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Papa from "papaparse";
import { sheetTabs } from "../../model/content/sheet-tabs.ts";

export const DEFAULT_SOURCE_DIR = path.resolve(import.meta.dirname, "../../content");

/** The cells of every tab's CSV file, header first, as text. */
export function readTabs(dir: string): Record<string, string[][]> {
  const tabs: Record<string, string[][]> = {};
  for (const tab of sheetTabs) {
    const text = readFileSync(path.join(dir, tab.file), "utf8").replace(/^\uFEFF/, "");
    const rows = Papa.parse<string[]>(text, { header: false, skipEmptyLines: "greedy" }).data;
    const width = Math.max(...rows.map((row) => row.length));
    tabs[tab.name] = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ""));
  }
  return tabs;
}

/** Apps Script source that writes `tabs` into the active spreadsheet, every cell as plain text. */
export function seedScript(tabs: Record<string, string[][]>): string {
  return `/**
 * Sample content for the site, generated from the repository's content/ folder by
 * integrations/google-sheets/make-seed.ts. Run seedSampleContent() once: it replaces the
 * rows of each tab below with the sample rows (other tabs are left alone).
 */
const SEED = {
${Object.entries(tabs)
  .map(
    ([name, rows]) =>
      `  ${JSON.stringify(name)}: [\n${rows.map((row) => `    ${JSON.stringify(row)},`).join("\n")}\n  ],`,
  )
  .join("\n")}
};

function seedSampleContent() {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  for (const name of Object.keys(SEED)) {
    const rows = SEED[name];
    const sheet = spreadsheet.getSheetByName(name) || spreadsheet.insertSheet(name);
    sheet.clear();
    if (rows.length === 0) continue;
    // Plain text, so "0012", "TRUE" or "2025-03-14" arrive exactly as written in the CSV files.
    const range = sheet.getRange(1, 1, rows.length, rows[0].length);
    range.setNumberFormat("@");
    range.setValues(rows);
    sheet.getRange(1, 1, 1, rows[0].length).setFontWeight("bold");
    sheet.setFrozenRows(1);
  }
}
`;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const script = seedScript(readTabs(DEFAULT_SOURCE_DIR));
  const out = process.argv[2];
  if (out) {
    writeFileSync(out, script);
    console.log(
      `Wrote ${out} (${Math.round(script.length / 1024)} KB). Paste it into the Apps Script editor and run seedSampleContent().`,
    );
  } else process.stdout.write(script);
}
