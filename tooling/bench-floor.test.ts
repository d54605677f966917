import { describe, expect, it } from "vitest";
import { FLOOR_LABEL, FLOOR_PAGE_HTML, formatFloor } from "./bench-floor";
import type { RunFigures } from "./bench-summary";

const figures = (changes: Partial<RunFigures> = {}): RunFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 650,
  lcpMs: 650,
  tbtMs: 0,
  cls: 0,
  transferredKb: 1,
  jsKb: 0,
  benchmarkIndex: 1520.4,
  ...changes,
});

describe("the floor page", () => {
  it("is a whole page with nothing to fetch: no style, script, picture or link", () => {
    expect(FLOOR_PAGE_HTML).toMatch(/^<!doctype html>/);
    expect(FLOOR_PAGE_HTML).toContain('<html lang="en">');
    expect(FLOOR_PAGE_HTML).toContain("<title>");
    expect(FLOOR_PAGE_HTML).not.toMatch(/<(style|script|img|link|svg|picture)\b/);
  });
});

describe("formatFloor", () => {
  it("gives each method's figures and the machine's CPU benchmark index", () => {
    expect(formatFloor({ simulate: figures(), devtools: figures({ lcpMs: 702.4, benchmarkIndex: 0 }) })).toBe(
      [
        `What this machine allows (${FLOOR_LABEL}, no CSS, script or picture):`,
        "  simulate  performance 100, LCP 650 ms, TBT 0 ms, CPU benchmark index 1520",
        "  devtools  performance 100, LCP 702 ms, TBT 0 ms",
      ].join("\n"),
    );
  });
  it("names the targets even the floor page misses, the machine's share of every route's misses", () => {
    expect(formatFloor({ simulate: figures({ tbtMs: 31 }) })).toContain(
      "simulate  performance 100, LCP 650 ms, TBT 31 ms, CPU benchmark index 1520; even it misses TBT 31 ms > 10 ms",
    );
  });
});
