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
 * Validates sheet rows one by one: a bad row is skipped and reported, and
 * the good rows are still served. A malformed value in a "soft" column (a
 * priority of 'abc') falls back to the column's default, and text over its
 * limit (model/content/text-limits.ts) is cut: the row is kept and the problem still
 * reported. A repeated unique key (a duplicated slug) keeps
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
      // Cells that can be mended keep the row: over-long text is cut, a malformed soft column takes its default.
      const patched: RawRow = { ...raw };
      const mended = new Set<string>();
      for (const issue of first.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (mended.has(field)) continue;
        const replacement = replacementOf(issue);
        if (replacement.found) {
          patched[field] = replacement.value;
          softProblems.push({ file, row, field, reason: issue.message });
        } else if (tab.soft.includes(field)) {
          patched[field] = undefined;
          softProblems.push({ file, row, field, reason: `${issue.message}; used the default instead` });
        } else continue;
        mended.add(field);
      }
      if (mended.size > 0) result = tab.schema.safeParse(patched);
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

/** The value a cell offered in place of its own (model/content/sheet-cells.ts: over-long text, cut). */
function replacementOf(issue: { code: string; params?: unknown }): { found: true; value: unknown } | { found: false } {
  const params = issue.code === "custom" ? issue.params : undefined;
  return params && typeof params === "object" && Object.hasOwn(params, "replacement")
    ? { found: true, value: (params as { replacement: unknown }).replacement }
    : { found: false };
}
