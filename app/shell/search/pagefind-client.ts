import { type PagefindResultData, type SearchHit, searchHit } from "../../../model/search-results";

/**
 * The site search's engine, loaded when the search is first opened (never at
 * start, with the search's results, search-results.tsx): Pagefind's script and index, written next to the pages at build time
 * (scripts/lib/search-index.ts). Pagefind runs WebAssembly, which the site's
 * policy allows ('wasm-unsafe-eval', model/csp.ts).
 */

type PagefindResult = { id: string; data: () => Promise<PagefindResultData> };
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
  const data = await Promise.all(found.results.slice(0, RESULT_LIMIT).map((result) => result.data()));
  return { query, hits: data.map(searchHit), total: found.results.length };
}
