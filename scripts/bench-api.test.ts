import { describe, expect, it } from "vitest";
import { CALLS, type CallResult, formatTable, parseOptions, targetMet } from "./bench-api";

function result(name: string, requestsPerSecond: number, p99: number, errors = 0): CallResult {
  const call = CALLS.find((c) => c.name === name) ?? CALLS[0]!;
  return { call, requestsPerSecond, p50: 1, p99, errors, requests: requestsPerSecond * 10 };
}

describe("npm run bench:api", () => {
  it("measures the three sheet calls and the case-study call", () => {
    expect(CALLS.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /api/sheets?api=inspirations",
      "GET /api/sheets?api=experiences",
      "GET /api/sheets?api=solutions",
      "POST /functions/v1/fetch-case-studies",
    ]);
  });

  it("runs a bounded time per call, 10 s by default", () => {
    expect(parseOptions([])).toEqual({ durationSeconds: 10, connections: 10, warmupSeconds: 1 });
    expect(parseOptions(["--duration", "3", "--connections", "32", "--warmup", "0"])).toEqual({
      durationSeconds: 3,
      connections: 32,
      warmupSeconds: 0,
    });
    expect(() => parseOptions(["--duration", "forever"])).toThrow(
      '--duration must be a whole number from 1 to 120, got "forever"',
    );
    expect(() => parseOptions(["--duration", "1000"])).toThrow(/--duration/);
  });

  it("prints requests/s, p50 and p99 per call in a table", () => {
    const table = formatTable([result("inspirations", 10153.4, 2), result("case studies", 18846, 1)]);
    expect(table.split("\n")).toEqual([
      "call                                    requests/s   p50 ms   p99 ms   requests   errors",
      "GET /api/sheets?api=inspirations            10,153        1        2    101,534        0",
      "POST /functions/v1/fetch-case-studies       18,846        1        1    188,460        0",
    ]);
  });

  it("checks the target for ?api=inspirations: at least 5,000 requests/s, p99 at most 20 ms, no errors", () => {
    expect(targetMet([result("inspirations", 5000, 20)])).toBe(true);
    expect(targetMet([result("inspirations", 4999, 5)])).toBe(false);
    expect(targetMet([result("inspirations", 9000, 21)])).toBe(false);
    expect(targetMet([result("inspirations", 9000, 5, 3)])).toBe(false);
    expect(targetMet([result("solutions", 9000, 5)])).toBeUndefined();
  });
});
