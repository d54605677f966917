import { describe, expect, it } from "vitest";
import { canonicalPageAddress } from "./page-query";
import { talkFilterFromQuery } from "./talk-filter";

const address = (path: string, query: string) => canonicalPageAddress(path, new URLSearchParams(query));

describe("canonicalPageAddress (one cache entry per page and filter, whatever the query says)", () => {
  it("drops the whole query of a page that reads none", () => {
    expect(address("/experiences", "utm_source=mail&x=1")).toBe("/experiences");
    expect(address("/", "")).toBe("/");
  });

  it("writes the talk filter one way, whatever order, repeats or other parameters the query has", () => {
    const canonical = address("/insights", "topics=UX+Research&language=Indonesian&topics=Mental+Health&topics=UX+Research&utm=1");
    expect(address("/insights", "language=Indonesian&topics=Mental+Health&topics=UX+Research")).toBe(canonical);
    expect(talkFilterFromQuery(new URL(canonical, "http://x").searchParams)).toEqual({
      languages: ["Indonesian"],
      topics: ["Mental Health", "UX Research"],
    });
  });

  it("keeps what the form means when it sends a group with nothing ticked", () => {
    const none = address("/insights", "applied=1&language=English");
    expect(talkFilterFromQuery(new URL(none, "http://x").searchParams)?.topics).toEqual([]);
  });

  it("gives the plain address for every unknown value, however many are tried", () => {
    const addresses = new Set(Array.from({ length: 200 }, (_, i) => address("/insights", `topics=nope-${i}&language=Klingon${i}`)));
    expect([...addresses]).toEqual(["/insights"]);
  });
});
