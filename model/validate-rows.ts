import type { ContentProblem } from "./content-problem.ts";
import type { SheetTab } from "./sheet-tab.ts";
import { cellText } from "./sheet-cells.ts";

export type RawRow = Record<string, unknown>;

/** The valid rows, the spreadsheet row number of each, and the problems found. */
export type ValidatedRows<Row> = { rows: Row[]; rowNumbers: number[]; problems: ContentProblem[] };

function isBlank(row: RawRow): boolean {
  return Object.values(row).every((value) => cellText(value) === undefined);
}

/**
 * Validates sheet rows one by one (issue 4: a bad row is skipped and reported,
 * the good rows are still served). A malformed value in a "soft" column (a
 * priority of 'abc') falls back to the column's default: the row is kept and
 * the problem still reported. A repeated unique key (a duplicated slug) keeps
 * the first row. Blank rows are skipped silently, as a sheet has many.
 * `rowNumbers[i]` is the spreadsheet row of `rows[i]` (default: i + 2).
 */
export function validateRows<Row>(
  tab: SheetTab<Row>,
  rows: readonly RawRow[],
  options: { file?: string; rowNumbers?: readonly number[] } = {},
): ValidatedRows<Row> {
  const file = options.file ?? tab.name;
  const valid: Row[] = [];
  const validRowNumbers: number[] = [];
  const problems: ContentProblem[] = [];
  const firstRowOfKey = new Map<string, number>();

  rows.forEach((raw, index) => {
    const row = options.rowNumbers?.[index] ?? index + 2;
    if (isBlank(raw)) return;
    const first = tab.schema.safeParse(raw);
    let result = first;
    const softProblems: ContentProblem[] = [];
    if (!first.success) {
      const softFields = new Set(
        first.error.issues.map((issue) => String(issue.path[0] ?? "")).filter((field) => tab.soft.includes(field)),
      );
      if (softFields.size > 0) {
        const patched: RawRow = { ...raw };
        for (const field of softFields) {
          softProblems.push({
            file,
            row,
            field,
            reason: `${messageFor(first.error.issues, field)}; used the default instead`,
          });
          patched[field] = undefined;
        }
        result = tab.schema.safeParse(patched);
      }
    }
    if (!result.success) {
      for (const issue of first.error?.issues ?? []) {
        problems.push({ file, row, field: String(issue.path[0] ?? "(row)"), reason: `${issue.message}; row skipped` });
      }
      return;
    }
    problems.push(...softProblems);
    if (tab.unique) {
      const key = cellText((result.data as Record<string, unknown>)[tab.unique]) ?? "";
      const first = firstRowOfKey.get(key);
      if (first !== undefined) {
        problems.push({
          file,
          row,
          field: tab.unique,
          reason: `duplicate of row ${first} (${JSON.stringify(key)}); row skipped`,
        });
        return;
      }
      firstRowOfKey.set(key, row);
    }
    valid.push(result.data);
    validRowNumbers.push(row);
  });
  return { rows: valid, rowNumbers: validRowNumbers, problems };
}

function messageFor(issues: readonly { path: readonly PropertyKey[]; message: string }[], field: string): string {
  return issues.find((issue) => String(issue.path[0]) === field)?.message ?? "is malformed";
}
