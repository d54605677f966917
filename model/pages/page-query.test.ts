import { describe, expect, it } from "vitest";
import { canonicalPageAddress } from "./page-query";
import { storeFilterFromQuery } from "../content/store-filter";
import { talkFilterFromQuery } from "../content/talk-filter";

const address = (path: string, query: string) => canonicalPageAddress(path, new URLSearchParams(query));

describe("canonicalPageAddress (one cache entry per page and filter, whatever the query says)", () => {
  it("drops the whole query of a page that reads none", () => {
    expect(address("/experiences", "utm_source=mail&x=1")).toBe("/experiences");
    expect(address("/", "")).toBe("/");
  });

  it("writes the talk filter one way, whatever order, repeats or other parameters the query has", () => {
    const canonical = address(
      "/insights",
      "topics=UX+Research&language=Indonesian&topics=Mental+Health&topics=UX+Research&utm=1",
    );
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
    const addresses = new Set(
      Array.from({ length: 200 }, (_, i) => address("/insights", `topics=nope-${i}&language=Klingon${i}`)),
    );
    expect([...addresses]).toEqual(["/insights"]);
  });
});

describe("canonicalPageAddress for /solutions (the store filter: only the store's own chips)", () => {
  const storeChips = { types: ["Google Docs", "Notion"], topics: ["UX Research", "ResearchOps"] };
  const solutions = (query: string) => canonicalPageAddress("/solutions", new URLSearchParams(query), { storeChips });

  it("writes the chips one way: types then topics, each in the chips' order, repeats and other parameters dropped", () => {
    const canonical = "/solutions?type=Google+Docs&type=Notion&topic=ResearchOps";
    expect(solutions("topic=ResearchOps&type=Notion&type=Google+Docs")).toBe(canonical);
    expect(solutions("utm_source=x&type=Notion&topic=ResearchOps&type=Google+Docs&type=Notion")).toBe(canonical);
    expect(storeFilterFromQuery(new URL(canonical, "http://x").searchParams, storeChips)).toEqual({
      types: ["Google Docs", "Notion"],
      topics: ["ResearchOps"],
    });
  });

  it("gives the plain address for no chip and for every unknown value, however many are tried", () => {
    expect(solutions("")).toBe("/solutions");
    // A Type named as a topic is not a topic chip.
    expect(solutions("topic=Notion")).toBe("/solutions");
    const addresses = new Set(Array.from({ length: 200 }, (_, i) => solutions(`type=nope-${i}&topic=x${i}&type=`)));
    expect([...addresses]).toEqual(["/solutions"]);
  });

  it("names no filter when the store's chips are not known (no content, or it failed)", () => {
    expect(address("/solutions", "type=Notion")).toBe("/solutions");
  });
});
