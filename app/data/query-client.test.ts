import { describe, expect, it } from "vitest";
import { createQueryClient, retryDelay } from "./query-client";

describe("query client defaults (SPEC §9)", () => {
  it("garbage-collects after 5 minutes, counts answers fresh as long, and retries 3 times", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.retry).toBe(3);
    expect(queries?.retryDelay).toBe(retryDelay);
  });

  it("waits exponentially longer between retries, never more than 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
