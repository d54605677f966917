import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRef } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PagefindResultData } from "../../../model/search-results";
import type { PagefindResult } from "./pagefind-client";
import SearchResults from "./search-results";

const result = (id: string, data: () => Promise<PagefindResultData>): PagefindResult => ({ id, data });
const page = (url: string, title: string, excerpt: string) => async (): Promise<PagefindResultData> => ({
  url,
  excerpt,
  meta: { title },
});

// Pagefind's engine exists only in the built site; here its one call the dialog makes answers these.
const answer = vi.hoisted(() => ({ results: [] as PagefindResult[] }));
vi.mock("/pagefind/pagefind.js", () => ({
  options: async () => undefined,
  init: async () => undefined,
  debouncedSearch: async () => answer,
}));

describe("SearchResults", () => {
  it("shows the results that read when one of them does not (a description with &#x110000;, a failed fragment)", async () => {
    answer.results = [
      result("a", page("/inspirations/guide/tea/", "Tea — Inspirations", "green <mark>tea</mark> &#x110000;")),
      result("b", () => Promise.reject(new Error("fragment failed"))),
      result("c", page("/insights/", "Insights — S", "a <mark>tea</mark> talk &#99999999999;")),
    ];
    const input = createRef<HTMLInputElement>();
    render(
      <MemoryRouter>
        <input ref={input} id="site-search-input" type="search" aria-label="Search" />
        <SearchResults input={input} onNavigate={() => undefined} Status={({ children }) => <p role="status">{children}</p>} />
      </MemoryRouter>,
    );
    fireEvent.input(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "tea" } });
    const list = await screen.findByRole("list", { name: "Search results" });
    expect(within(list).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/inspirations/guide/tea",
      "/insights",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("3 results for “tea”, the best 2 shown.");
    expect(screen.queryByText(/could not load/)).toBeNull();
  });
});
