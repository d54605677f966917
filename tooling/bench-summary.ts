/** One Lighthouse run reduced to the figures `npm run bench` reports. */
export type RunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKb: number;
  jsKb: number;
};

export type RouteResult = RunFigures & { route: string; runs: number };

/** Targets of DESIGN.md "Budgets" for every route on mobile. */
export const LIGHTHOUSE_TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02 };

/** The run with the median performance score (Lighthouse's own advice for repeated runs). */
export function medianRun(runs: readonly RunFigures[]): RunFigures {
  if (runs.length === 0) throw new Error("no runs to take a median of");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)] as RunFigures;
}

/** What a route misses of the targets; SEO counts only on indexable routes. */
export function missedTargets(result: RunFigures, indexable: boolean): string[] {
  const t = LIGHTHOUSE_TARGETS;
  const missed: string[] = [];
  if (result.performance < t.performance) missed.push(`performance ${result.performance} < ${t.performance}`);
  if (result.accessibility < t.accessibility) missed.push(`accessibility ${result.accessibility} < ${t.accessibility}`);
  if (result.bestPractices < t.bestPractices) missed.push(`best practices ${result.bestPractices} < ${t.bestPractices}`);
  if (indexable && result.seo < t.seo) missed.push(`SEO ${result.seo} < ${t.seo}`);
  if (result.lcpMs > t.lcpMs) missed.push(`LCP ${Math.round(result.lcpMs)} ms > ${t.lcpMs} ms`);
  if (result.tbtMs > t.tbtMs) missed.push(`TBT ${Math.round(result.tbtMs)} ms > ${t.tbtMs} ms`);
  if (result.cls > t.cls) missed.push(`CLS ${result.cls.toFixed(3)} > ${t.cls}`);
  return missed;
}

export function formatTable(results: readonly RouteResult[]): string {
  const header = ["route", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "KB", "JS KB"];
  const rows = results.map((r) => [
    r.route,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    String(Math.round(r.fcpMs)),
    String(Math.round(r.lcpMs)),
    String(Math.round(r.tbtMs)),
    r.cls.toFixed(3),
    r.transferredKb.toFixed(1),
    r.jsKb.toFixed(1),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
