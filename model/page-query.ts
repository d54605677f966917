import { talkFilterFromQuery, withTalkFilterQuery } from "./talk-filter";

/** The one query of a page for what `search` asks of it ("" for its plain address). */
type CanonicalQuery = (search: URLSearchParams) => string;

/** Pages whose content depends on the query: the filters, which work as GET forms without JavaScript. */
const PAGE_QUERIES: Readonly<Record<string, CanonicalQuery>> = {
  "/insights": (search) => {
    const filter = talkFilterFromQuery(search);
    return filter ? withTalkFilterQuery(new URLSearchParams(), filter).toString() : "";
  },
};

/**
 * The one address a page is rendered and kept under (server/page-renderer.ts): its path and only
 * what the page reads from the query, written one way. Anything else in the query (tracking tags,
 * unknown names or values, repeats, another order) gives the same address, so varying the query
 * string can neither grow the server's memory nor miss its cache.
 */
export function canonicalPageAddress(path: string, search: URLSearchParams): string {
  const query = PAGE_QUERIES[path]?.(search) ?? "";
  return query ? `${path}?${query}` : path;
}
