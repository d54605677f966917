import { fireEvent, screen, waitFor, within } from "@testing-library/dom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PagefindResultData } from "./search-results";
import type { PagefindResult } from "./pagefind-client";
import { SearchDialog } from "~/shell/search/search-dialog";
import { SEARCH_PROMPT } from "~/shell/search/search-text";
import { startSearch, statusText } from "./site-search";

// The dialog as the pre-render writes it (its results area is the browser's once hydrated).
beforeAll(() => {
  vi.stubEnv("SSR", true);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const result = (id: string, data: () => Promise<PagefindResultData>): PagefindResult => ({ id, data });
const page = (url: string, title: string, excerpt: string) => async (): Promise<PagefindResultData> => ({
  url,
  excerpt,
  meta: { title },
});

// Pagefind's engine exists only in the built site; here its one call the search makes answers these.
const answer = vi.hoisted(() => ({ results: [] as PagefindResult[], fail: false }));
vi.mock("/pagefind/pagefind.js", () => ({
  options: async () => undefined,
  init: async () => undefined,
  debouncedSearch: async () => {
    if (answer.fail) throw new Error("offline");
    return { results: answer.results };
  },
}));

/** The pre-rendered dialog, as every page has it, with the search started on it (as the shell script does). */
function openSearch(typed = ""): HTMLDialogElement {
  document.body.innerHTML = renderToStaticMarkup(createElement(SearchDialog));
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  (screen.getByRole("searchbox", { hidden: true }) as HTMLInputElement).value = typed;
  startSearch(dialog);
  return dialog;
}
const type = (text: string) =>
  fireEvent.input(screen.getByRole("searchbox", { hidden: true }), { target: { value: text } });

beforeEach(() => {
  answer.results = [];
  answer.fail = false;
});

describe("the site search (app/islands/site-search.ts, loaded when the search first opens)", () => {
  it("shows the results that read when one of them does not (a description with &#x110000;, a failed fragment)", async () => {
    answer.results = [
      result("a", page("/inspirations/guide/tea/", "Tea — Inspirations", "green <mark>tea</mark> &#x110000;")),
      result("b", () => Promise.reject(new Error("fragment failed"))),
      result("c", page("/insights/", "Insights — S", "a <mark>tea</mark> talk &#99999999999;")),
    ];
    openSearch();
    type("tea");
    const list = await screen.findByRole("list", { name: "Search results", hidden: true });
    expect(
      within(list)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/inspirations/guide/tea", "/insights"]);
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("3 results for “tea”, the best 2 shown.");
    expect(list.querySelector("mark")?.textContent).toBe("tea");
  });

  it("searches what was typed before its code loaded, and says when nothing was found, with ways on", async () => {
    openSearch("zebra");
    await waitFor(() =>
      expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("No results for “zebra”."),
    );
    expect(screen.getByRole("navigation", { name: "Browse instead", hidden: true })).toBeInTheDocument();
    type("");
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent(SEARCH_PROMPT);
    expect(screen.queryByRole("navigation", { name: "Browse instead", hidden: true })).toBeNull();
  });

  it("says so when the search cannot load, and still offers ways on", async () => {
    answer.fail = true;
    openSearch();
    type("tea");
    await waitFor(() =>
      expect(screen.getByRole("status", { hidden: true })).toHaveTextContent(/^Search could not load/),
    );
    expect(screen.getByRole("navigation", { name: "Browse instead", hidden: true })).toBeInTheDocument();
  });

  it("moves from the field to the results with the arrow keys, and opens the best one with Enter", async () => {
    answer.results = [
      result("a", page("/insights/", "Insights — S", "<mark>tea</mark>")),
      result("b", page("/contact/", "Contact — S", "<mark>tea</mark>")),
    ];
    const dialog = openSearch();
    type("tea");
    const links = await screen.findAllByRole("link", { name: /Insights|Contact/, hidden: true });
    const field = screen.getByRole("searchbox", { hidden: true });
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0] as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1] as HTMLElement, { key: "ArrowUp" });
    fireEvent.keyDown(links[0] as HTMLElement, { key: "ArrowUp" });
    expect(document.activeElement).toBe(field);
    const opened = vi.fn((event: Event) => event.preventDefault());
    links[0]?.addEventListener("click", opened);
    dialog.close = vi.fn();
    fireEvent.keyDown(field, { key: "Enter" });
    expect(opened).toHaveBeenCalledOnce();
    expect(dialog.close).toHaveBeenCalled();
  });

  it("keeps the keyboard on the results when the answer to a longer query arrives while one is focused", async () => {
    answer.results = [
      result("a", page("/insights/", "Insights — S", "<mark>te</mark>")),
      result("b", page("/contact/", "Contact — S", "<mark>te</mark>")),
    ];
    openSearch();
    type("te");
    const field = screen.getByRole("searchbox", { hidden: true });
    await screen.findAllByRole("link", { name: /Insights|Contact/, hidden: true });
    fireEvent.keyDown(field, { key: "ArrowDown" });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement?.getAttribute("href")).toBe("/contact");

    // The answer to "tea" still has that page: the visitor stays on its (new) result.
    answer.results = [
      result("c", page("/privacy/", "Privacy — S", "<mark>tea</mark>")),
      result("b", page("/contact/", "Contact — S", "<mark>tea</mark>")),
    ];
    fireEvent.input(field, { target: { value: "tea" } });
    await screen.findByRole("link", { name: /Privacy/, hidden: true });
    expect(document.activeElement?.isConnected).toBe(true);
    expect(document.activeElement?.getAttribute("href")).toBe("/contact");

    // The answer to "teas" has not: back in the field, where Enter opens the best result.
    answer.results = [result("d", page("/experiences/", "Experiences — S", "<mark>teas</mark>"))];
    fireEvent.input(field, { target: { value: "teas" } });
    await screen.findByRole("link", { name: /Experiences/, hidden: true });
    expect(document.activeElement).toBe(field);
  });

  it("words the status line as before: counts, and 'the best N shown' when cut", () => {
    const hits = [{ url: "/a", title: "A", excerpt: [] }];
    expect(statusText("", undefined)).toBe(SEARCH_PROMPT);
    expect(statusText("tea", undefined)).toBe("Searching…");
    expect(statusText("tea", { kind: "done", answer: { query: "tea", hits, total: 1 } })).toBe("1 result for “tea”.");
    expect(statusText("tea", { kind: "done", answer: { query: "tea", hits, total: 9 } })).toBe(
      "9 results for “tea”, the best 1 shown.",
    );
  });
});
