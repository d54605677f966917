import Papa from "papaparse";
import type { ContentProblem } from "../../model/content/content-problem.ts";
import { normaliseText } from "../../model/content/normalise-text.ts";
import type { SheetTab } from "../../model/content/sheet-tab.ts";
import { type RawRow, type ValidatedRows, validateRows } from "../../model/content/validate-rows.ts";

/** The rows of a file; `broken` when it does not parse whole (its rows are then not used at all). */
export type ParsedCsvTab<Row> = ValidatedRows<Row> & { broken: boolean };

/**
 * Why a file does not parse whole, or undefined when it does. A file that is
 * half saved or corrupt would otherwise serve the rows papaparse could make of
 * it (usually none, or one row holding the rest of the file), so it counts as
 * not parsed at all when:
 * - papaparse reports a Quotes or Delimiter error (an unclosed or stray quote
 *   swallows every row after it);
 * - it holds NUL characters (a binary file, or one saved in UTF-16);
 * - its last row has fewer cells than the header and no line break follows it
 *   (the file was cut off while it was written).
 * A row in the middle with more cells than the header (an unquoted comma) or
 * fewer (cells left out) stays a problem of that row only.
 */
function brokenReason(text: string, parsed: Papa.ParseResult<string[]>): { row: number; reason: string } | undefined {
  const fatal = parsed.errors.find((error) => error.type === "Quotes" || error.type === "Delimiter");
  // Papaparse counts data rows from 0 with the header as row 0.
  if (fatal)
    return {
      row: (fatal.row ?? 0) + 1,
      reason: `CSV syntax: ${fatal.message} (a quote opened and never closed, or a stray quote in a quoted cell?)`,
    };
  const nul = text.indexOf("\u0000");
  if (nul !== -1) {
    const row = text.slice(0, nul).split("\n").length;
    return { row, reason: "it holds NUL characters: a binary file, or text saved as UTF-16 rather than UTF-8" };
  }
  const header = parsed.data[0] ?? [];
  const last = parsed.data.at(-1) ?? [];
  if (parsed.data.length > 1 && !/[\r\n]$/.test(text) && last.length < header.length) {
    return {
      row: parsed.data.length,
      reason: `its last row has ${last.length} of ${header.length} cells and no line break after it: the file looks cut off`,
    };
  }
  return undefined;
}

/**
 * Reads one CSV file of a sheet tab, whatever a spreadsheet export holds: BOM,
 * CRLF, quoted commas and line breaks, missing and extra columns. The header row names the columns;
 * row numbers in problems are spreadsheet rows (header = 1), so a quoted cell
 * with line breaks still counts as one row. A file that does not parse whole
 * (brokenReason) gives no rows and one problem. Never throws.
 */
export function parseCsvTab<Row>(tab: SheetTab<Row>, text: string, file = tab.file): ParsedCsvTab<Row> {
  const problems: ContentProblem[] = [];
  // Normalised at the source, so the build snapshot and the API hold the same text (model/content/normalise-text.ts).
  const source = normaliseText(text.replace(/^\uFEFF/, ""));
  const parsed = Papa.parse<string[]>(source, { header: false, delimiter: ",", skipEmptyLines: false });
  const broken = brokenReason(source, parsed);
  if (broken) {
    const reason = `the file does not parse whole: ${broken.reason}; none of its rows are used`;
    return { rows: [], rowNumbers: [], problems: [{ file, row: broken.row, field: "(file)", reason }], broken: true };
  }
  for (const error of parsed.errors) {
    problems.push({ file, row: (error.row ?? 0) + 1, field: "(file)", reason: `CSV syntax: ${error.message}` });
  }
  const [headerCells, ...records] = parsed.data;
  const header = (headerCells ?? []).map((cell) => cell.trim());
  if (header.every((name) => name === "")) {
    problems.push({ file, row: 1, field: "(file)", reason: "the file is empty: it needs a header row" });
    return { rows: [], rowNumbers: [], problems, broken: false };
  }

  const index = new Map<string, number>();
  header.forEach((name, column) => {
    if (name === "") return;
    if (index.has(name)) {
      problems.push({ file, row: 1, field: name, reason: "the column appears twice; the first one is used" });
    } else if (!tab.columns.includes(name)) {
      problems.push({
        file,
        row: 1,
        field: name,
        reason: `unknown column, ignored (expected columns: ${tab.columns.join(", ")})`,
      });
    } else index.set(name, column);
  });
  const missingRequired = tab.required.filter((name) => !index.has(name));
  for (const name of missingRequired) {
    problems.push({ file, row: 1, field: name, reason: "required column is missing; no row can be read" });
  }
  const missingOptional = tab.columns.filter((name) => !index.has(name) && !missingRequired.includes(name));
  if (missingOptional.length > 0) {
    const plural = missingOptional.length === 1 ? "" : "s";
    problems.push({
      file,
      row: 1,
      field: "(header)",
      reason: `missing column${plural} ${missingOptional.join(", ")}; their cells count as empty`,
    });
  }
  if (missingRequired.length > 0) return { rows: [], rowNumbers: [], problems, broken: false };

  const rows: RawRow[] = [];
  const rowNumbers: number[] = [];
  records.forEach((cells, position) => {
    const row = position + 2;
    const extra = cells.slice(header.length).filter((cell) => cell.trim() !== "");
    if (extra.length > 0) {
      problems.push({
        file,
        row,
        field: "(row)",
        reason: `has ${cells.length} cells but the header has ${header.length} columns (an unquoted comma?); row skipped`,
      });
      return;
    }
    const record: RawRow = {};
    for (const [name, column] of index) record[name] = cells[column] ?? "";
    rows.push(record);
    rowNumbers.push(row);
  });
  const validated = validateRows(tab, rows, { file, rowNumbers });
  // In row order, as an editor reads the file (the sort is stable: one row's problems keep their order).
  return {
    ...validated,
    problems: [...problems, ...validated.problems].sort((a, b) => a.row - b.row),
    broken: false,
  };
}
