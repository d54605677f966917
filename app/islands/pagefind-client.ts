import { type PagefindResultData, type SearchHit, searchHit } from "./search-results";

/**
 * The site search's engine, loaded when the search is first opened (never at
 * start, with the search's code, site-search.ts): Pagefind's script and index, written next to the pages at build time
 * (scripts/lib/search-index.ts). Pagefind runs WebAssembly, which the site's
 * policy allows ('wasm-unsafe-eval', model/security/csp.ts).
 */

export type PagefindResult = { id: string; data: () => Promise<PagefindResultData> };
type PagefindModule = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: object,
    debounceMs?: number,
  ) => Promise<{ results: PagefindResult[] } | null>;
};

// A variable, so the bundler leaves the import to the browser: the file exists only in the built site.
const PAGEFIND_URL = "/pagefind/pagefind.js";

let loading: Promise<PagefindModule> | undefined;

export function loadPagefind(): Promise<PagefindModule> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindModule>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  });
  // A failed download is tried again the next time, not remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export type SearchAnswer = { query: string; hits: SearchHit[]; total: number };

export const RESULT_LIMIT = 8;

/** The best hits for `query`; null when a newer query replaced it while typing. */
export async function searchSite(query: string): Promise<SearchAnswer | null> {
  const pagefind = await loadPagefind();
  const found = await pagefind.debouncedSearch(query, {}, 120);
  if (!found) return null;
  const hits = await hitsOf(found.results.slice(0, RESULT_LIMIT));
  return { query, hits, total: found.results.length };
}

/**
 * The hits of `results`, in order. One result whose data does not load or does
 * not read (its page's text is content, and may hold anything), or that names
 * no page of this site, is left out, so it never hides the others; when none
 * loads, the search has failed.
 */
export async function hitsOf(results: readonly PagefindResult[]): Promise<SearchHit[]> {
  const settled = await Promise.allSettled(results.map(async (result) => searchHit(await result.data())));
  const hits = settled.flatMap((outcome) => (outcome.status === "fulfilled" && outcome.value ? [outcome.value] : []));
  const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
  if (hits.length === 0 && failure) throw new Error("No search result could be read", { cause: failure.reason });
  return hits;
}
