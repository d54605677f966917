import type { SheetTab } from "../../model/sheet-tab";
import { formatProblem } from "../../model/content-problem";
import { validateRows } from "../../model/validate-rows";

/**
 * Rows of an API answer checked in the browser with the same schemas as the
 * server (DESIGN: zod at every boundary). Bad rows are dropped with a console
 * warning; the good ones are kept.
 */
export function keepValidRows<Row>(tab: SheetTab<Row>, rows: readonly Record<string, unknown>[], where: string): Row[] {
  const { rows: valid, problems } = validateRows(tab, rows, { file: tab.name });
  const skipped = problems.filter((problem) => problem.reason.endsWith("row skipped"));
  if (skipped.length > 0) {
    console.warn(
      `${where}: ${skipped.length} invalid row(s) left out:\n${skipped.slice(0, 20).map(formatProblem).join("\n")}`,
    );
  }
  return valid;
}
