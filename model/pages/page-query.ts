import { type StoreChips, storeFilterFromQuery, withStoreFilterQuery } from "../content/store-filter";
import { talkFilterFromQuery, withTalkFilterQuery } from "../content/talk-filter";

/**
 * What a page's query may name that only the content knows: the store's chips (its items' Types
 * and Topics). Without it, such a page's query names nothing it knows.
 */
export type PageQueryValues = { storeChips?: StoreChips };

/** The one query of a page for what `search` asks of it ("" for its plain address). */
type CanonicalQuery = (search: URLSearchParams, known: PageQueryValues) => string;

/** Pages whose content depends on the query: the filters, which work as GET forms without JavaScript. */
const PAGE_QUERIES: Readonly<Record<string, CanonicalQuery>> = {
  "/insights": (search) => {
    const filter = talkFilterFromQuery(search);
    return filter ? withTalkFilterQuery(new URLSearchParams(), filter).toString() : "";
  },
  "/solutions": (search, { storeChips }) =>
    storeChips ? withStoreFilterQuery(new URLSearchParams(), storeFilterFromQuery(search, storeChips)).toString() : "",
};

/** The paths whose canonical query needs the store's chips (the server reads them from the content first). */
export const PAGES_READING_STORE_CHIPS: ReadonlySet<string> = new Set(["/solutions"]);

/**
 * The one address a page is rendered and kept under (server/page-renderer.ts): its path and only
 * what the page reads from the query, written one way. Anything else in the query (tracking tags,
 * unknown names or values, repeats, another order) gives the same address, so varying the query
 * string can neither grow the server's memory nor miss its cache.
 */
export function canonicalPageAddress(path: string, search: URLSearchParams, known: PageQueryValues = {}): string {
  const query = PAGE_QUERIES[path]?.(search, known) ?? "";
  return query ? `${path}?${query}` : path;
}
