import { describe, expect, it } from "vitest";
import { formatTable, medianRun, missedTargets, type RunFigures } from "./bench-summary";

const run = (performance: number, lcpMs = 1000): RunFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs,
  tbtMs: 0,
  cls: 0,
  transferredKb: 150,
  jsKb: 115,
});

describe("medianRun", () => {
  it("takes the run with the median performance score", () => {
    expect(medianRun([run(90), run(100), run(97)]).performance).toBe(97);
  });
  it("refuses an empty list", () => {
    expect(() => medianRun([])).toThrow();
  });
});

describe("missedTargets (DESIGN.md budgets)", () => {
  it("is empty when every target is met", () => {
    expect(missedTargets(run(98), true)).toEqual([]);
  });
  it("names each missed target", () => {
    expect(missedTargets({ ...run(90, 2000), cls: 0.1, seo: 80 }, true)).toEqual([
      "performance 90 < 98",
      "SEO 80 < 100",
      "LCP 2000 ms > 1500 ms",
      "CLS 0.100 > 0.02",
    ]);
  });
  it("does not count SEO on noindex routes", () => {
    expect(missedTargets({ ...run(99), seo: 60 }, false)).toEqual([]);
  });
});

describe("formatTable", () => {
  it("prints one aligned row per route under a header", () => {
    const table = formatTable([{ ...run(99), route: "/", runs: 3 }]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^route\s+perf\s+a11y\s+bp\s+seo\s+FCP ms\s+LCP ms\s+TBT ms\s+CLS\s+KB\s+JS KB$/);
    expect(lines[2]).toMatch(/^\/\s+99\s+100\s+100\s+100\s+800\s+1000\s+0\s+0\.000\s+150\.0\s+115\.0$/);
  });
});
