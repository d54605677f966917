import Papa from "papaparse";
import type { ContentProblem } from "../../model/content-problem.ts";
import type { SheetTab } from "../../model/sheet-tab.ts";
import { type RawRow, type ValidatedRows, validateRows } from "../../model/validate-rows.ts";

/**
 * Reads one CSV file of a sheet tab (issue 4: BOM, CRLF, quoted commas and
 * line breaks, missing and extra columns). The header row names the columns;
 * row numbers in problems are spreadsheet rows (header = 1), so a quoted cell
 * with line breaks still counts as one row. Never throws.
 */
export function parseCsvTab<Row>(tab: SheetTab<Row>, text: string, file = tab.file): ValidatedRows<Row> {
  const problems: ContentProblem[] = [];
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    header: false,
    delimiter: ",",
    skipEmptyLines: false,
  });
  for (const error of parsed.errors) {
    // Papaparse counts data rows from 0 with the header as row 0.
    problems.push({ file, row: (error.row ?? 0) + 1, field: "(file)", reason: `CSV syntax: ${error.message}` });
  }
  const [headerCells, ...records] = parsed.data;
  const header = (headerCells ?? []).map((cell) => cell.trim());
  if (header.every((name) => name === "")) {
    problems.push({ file, row: 1, field: "(file)", reason: "the file is empty: it needs a header row" });
    return { rows: [], rowNumbers: [], problems };
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
  if (missingRequired.length > 0) return { rows: [], rowNumbers: [], problems };

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
  return { ...validated, problems: [...problems, ...validated.problems].sort((a, b) => a.row - b.row) };
}
