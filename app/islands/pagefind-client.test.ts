import { describe, expect, it } from "vitest";
import type { PagefindResultData } from "./search-results";
import { hitsOf, type PagefindResult } from "./pagefind-client";

const result = (id: string, data: () => Promise<PagefindResultData>): PagefindResult => ({ id, data });
const page = (url: string, title: string, excerpt: string) => async (): Promise<PagefindResultData> => ({
  url,
  excerpt,
  meta: { title },
});

describe("hitsOf", () => {
  it("leaves out a result whose data does not load, does not read or names no page of this site, keeping the others in order", async () => {
    const hits = await hitsOf([
      result("a", page("/insights/", "Insights — S", "<mark>tea</mark>")),
      result("b", () => Promise.reject(new Error("fragment failed"))),
      result("c", async () => ({ excerpt: "no url" }) as unknown as PagefindResultData),
      result("d", () => {
        throw new Error("thrown before any promise");
      }),
      result("e", page("/solutions/", "Solutions — S", "&#x110000; <mark>tea</mark>")),
      result("f", page("/\\evil.example/", "Elsewhere", "<mark>tea</mark>")),
    ]);
    expect(hits.map((hit) => hit.url)).toEqual(["/insights", "/solutions"]);
    expect(hits[1]?.excerpt).toEqual([
      { text: "\uFFFD ", marked: false },
      { text: "tea", marked: true },
    ]);
  });

  it("fails when no result can be read, so the dialog says the search could not load", async () => {
    await expect(hitsOf([result("b", () => Promise.reject(new Error("offline")))])).rejects.toThrow(
      "No search result could be read",
    );
    await expect(hitsOf([])).resolves.toEqual([]);
  });
});
