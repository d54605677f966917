import { describe, expect, it } from "vitest";
import {
  formatMisses,
  formatTable,
  medianRun,
  missedTargets,
  type RouteResult,
  type RunFigures,
} from "./bench-summary";

const run = (performance: number, lcpMs = 800): RunFigures => ({
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
  benchmarkIndex: 1500,
});

const routeRun = (route: string, figures: Partial<RunFigures> = {}): RouteResult => ({
  ...run(100),
  ...figures,
  route,
  runs: 3,
});

describe("medianRun", () => {
  it("takes the run with the median performance score", () => {
    expect(medianRun([run(90), run(100), run(97)]).performance).toBe(97);
  });
  it("refuses an empty list", () => {
    expect(() => medianRun([])).toThrow();
  });
});

describe("missedTargets (DESIGN.md budgets, per throttling method)", () => {
  it("is empty when every target is met", () => {
    expect(missedTargets(run(100), "simulate", true)).toEqual([]);
    expect(missedTargets(run(100), "devtools", true)).toEqual([]);
  });
  it("holds simulated LCP to 1.2 s and devtools LCP to 0.9 s", () => {
    expect(missedTargets(run(100, 1000), "simulate", true)).toEqual([]);
    expect(missedTargets(run(100, 1000), "devtools", true)).toEqual(["LCP 1000 ms > 900 ms"]);
    expect(missedTargets(run(100, 1300), "simulate", true)).toEqual(["LCP 1300 ms > 1200 ms"]);
  });
  it("wants performance 100, TBT at most 10 ms and CLS 0 with either method", () => {
    for (const method of ["simulate", "devtools"] as const) {
      expect(missedTargets({ ...run(99), tbtMs: 20, cls: 0.004 }, method, true)).toEqual([
        "performance 99 < 100",
        "TBT 20 ms > 10 ms",
        "CLS 0.004 > 0",
      ]);
      expect(missedTargets({ ...run(100), tbtMs: 10 }, method, true)).toEqual([]);
    }
  });
  it("judges the figures as the table prints them", () => {
    expect(missedTargets({ ...run(100, 900.4), tbtMs: 10.3, cls: 0.0002 }, "devtools", true)).toEqual([]);
  });
  it("names each missed target", () => {
    expect(
      missedTargets({ ...run(90, 2000), cls: 0.1, seo: 80, accessibility: 95, bestPractices: 96 }, "simulate", true),
    ).toEqual([
      "performance 90 < 100",
      "accessibility 95 < 100",
      "best practices 96 < 100",
      "SEO 80 < 100",
      "LCP 2000 ms > 1200 ms",
      "CLS 0.100 > 0",
    ]);
  });
  it("does not count SEO on noindex routes", () => {
    expect(missedTargets({ ...run(100), seo: 60 }, "devtools", false)).toEqual([]);
  });
});

describe("formatMisses", () => {
  const indexable = (route: string) => !route.startsWith("/components");

  it("says so when every route meets every target with both methods", () => {
    expect(formatMisses({ simulate: [routeRun("/")], devtools: [routeRun("/")] }, indexable)).toBe(
      "Every route meets every target with both throttling methods.",
    );
  });
  it("names the one method measured", () => {
    expect(formatMisses({ devtools: [routeRun("/")] }, indexable)).toBe(
      "Every route meets every target with devtools throttling.",
    );
  });
  it("lists each route that misses, under the method it misses with", () => {
    const report = formatMisses(
      {
        simulate: [routeRun("/", { lcpMs: 1000 }), routeRun("/experiences", { performance: 96, lcpMs: 2344 })],
        devtools: [routeRun("/", { lcpMs: 1000 }), routeRun("/components", { seo: 60 })],
      },
      indexable,
    );
    expect(report.split("\n")).toEqual([
      "Targets missed (DESIGN.md budgets):",
      "  simulate  /experiences: performance 96 < 100, LCP 2344 ms > 1200 ms",
      "  devtools  /: LCP 1000 ms > 900 ms",
    ]);
  });
});

describe("formatTable", () => {
  it("prints one aligned row per route under a header", () => {
    const table = formatTable([{ ...run(99, 1000), route: "/", runs: 3 }]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^route\s+perf\s+a11y\s+bp\s+seo\s+FCP ms\s+LCP ms\s+TBT ms\s+CLS\s+KB\s+JS KB\s+CPU$/);
    expect(lines[2]).toMatch(/^\/\s+99\s+100\s+100\s+100\s+800\s+1000\s+0\s+0\.000\s+150\.0\s+115\.0\s+1500$/);
  });
});
