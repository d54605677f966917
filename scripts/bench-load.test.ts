import { describe, expect, it } from "vitest";
import { comparison, type LoadResult, pagesToStatic, parseTarget } from "./bench-load";

const run = (requestsPerSecond: number, p99: number): LoadResult => ({
  requestsPerSecond,
  p50: 3,
  p99,
  requests: requestsPerSecond * 10,
  errors: 0,
  unexpected: 0,
  at: "2026-11-23T22:00:00.000Z",
  connections: 64,
  durationSeconds: 10,
});

describe("bench:load --target", () => {
  it("measures the Node server by default, the edge build or both on request", () => {
    expect(parseTarget(["--duration", "5"])).toEqual({ targets: ["node"], rest: ["--duration", "5"] });
    expect(parseTarget(["--target", "edge", "--duration", "5"])).toEqual({
      targets: ["edge"],
      rest: ["--duration", "5"],
    });
    expect(parseTarget(["--target", "both"]).targets).toEqual(["node", "edge"]);
    expect(() => parseTarget(["--target", "deno"])).toThrow("--target must be node, edge or both");
  });

  it("closes with the two targets side by side, or says which run is missing", () => {
    const note = comparison({ node: run(1000, 40), edge: run(1500, 30) });
    expect(note).toContain("requests/s   edge 1,500 vs node 1,000 (1.50× the Node server's)");
    expect(note).toContain("p99          edge 30 ms vs node 40 ms");
    expect(note).toContain("pages/static edge not measured vs node not measured");
    expect(note).toContain("filtered/static edge not measured vs node not measured");
    const measured = (pagesPerSecond: number, filteredPagesPerSecond: number): LoadResult => ({
      ...run(1000, 40),
      pagesPerSecond,
      filteredPagesPerSecond,
      staticFilePerSecond: 2000,
    });
    const both = comparison({ node: measured(1200, 1100), edge: measured(1900, 900) });
    expect(both).toContain("pages/static edge 95% vs node 60%");
    expect(both).toContain("filtered/static edge 45% vs node 55%");
    expect(comparison({ edge: run(1500, 30) })).toContain("--target node");
  });
});

describe("bench:load pages against a static file", () => {
  it("meets the target when the pages answer at least half the static file's requests/s", () => {
    expect(pagesToStatic(600, 1000)).toEqual({ ratio: 0.6, met: true });
    expect(pagesToStatic(500, 1000).met).toBe(true);
    expect(pagesToStatic(499, 1000).met).toBe(false);
    expect(pagesToStatic(100, 0)).toEqual({ ratio: 0, met: false });
  });
});
