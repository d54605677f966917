import { describe, expect, it } from "vitest";
import { reachableFrom } from "./reachable";

describe("reachableFrom", () => {
  const graph: Record<string, string[]> = { a: ["b", "c"], b: ["d"], c: ["a"], d: [], e: ["a"] };
  const next = (node: string) => graph[node] ?? [];

  it("lists every node reachable from the entries once, sorted, through cycles", () => {
    expect(reachableFrom(["c"], next)).toEqual(["a", "b", "c", "d"]);
  });

  it("includes entries and unknown nodes, and nothing that only points in", () => {
    expect(reachableFrom(["d", "x"], next)).toEqual(["d", "x"]);
    expect(reachableFrom([], next)).toEqual([]);
  });
});
