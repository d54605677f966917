import { printable } from "../pages/printable.ts";

/**
 * A problem found in the content: which file (or sheet tab), which row
 * (spreadsheet numbering: the header is row 1, the first data row is row 2),
 * which field (column) and why. The server logs these and lists them in each
 * response's `errors`; `npm run content:check` prints them.
 */
export type ContentProblem = {
  file: string;
  row: number;
  field: string;
  reason: string;
};

/** `file:row: field: reason`, the format of logs and of `npm run content:check`, on one printable line. */
export function formatProblem(problem: ContentProblem): string {
  return printable(`${problem.file}:${problem.row}: ${problem.field}: ${problem.reason}`);
}

/**
 * At most `limit` problems, the last one saying how many more there were, so a
 * broken 10,000-row file cannot blow up a response.
 */
export function capProblems(problems: readonly ContentProblem[], limit: number): ContentProblem[] {
  if (problems.length <= limit) return [...problems];
  const shown = problems.slice(0, Math.max(0, limit - 1));
  const rest = problems.length - shown.length;
  const first = problems[shown.length];
  return [
    ...shown,
    { file: first?.file ?? "", row: first?.row ?? 0, field: "(more)", reason: `${rest} more problems not listed` },
  ];
}
