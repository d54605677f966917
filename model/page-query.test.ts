import { describe, expect, it } from "vitest";
import { canonicalPageAddress } from "./page-query";

const address = (path: string, query: string) => canonicalPageAddress(path, new URLSearchParams(query));

describe("canonicalPageAddress (one cache entry per page and filter, whatever the query says)", () => {
  it("drops the whole query of a page that reads none", () => {
    expect(address("/experiences", "utm_source=mail&x=1")).toBe("/experiences");
    expect(address("/", "")).toBe("/");
  });

  it("keeps a filter's known values once each, in the page's order, and nothing else", () => {
    expect(address("/insights", "topics=UX+Research&language=Indonesian&topics=Mental+Health&topics=UX+Research&utm=1")).toBe(
      "/insights?language=Indonesian&topics=Mental+Health&topics=UX+Research",
    );
  });

  it("gives the same address for every unknown value, however many are tried", () => {
    const addresses = new Set(Array.from({ length: 200 }, (_, i) => address("/insights", `topics=nope-${i}&language=Klingon${i}`)));
    expect([...addresses]).toEqual(["/insights"]);
  });
});
