import { TALK_LANGUAGES, TALK_TOPICS } from "./talk-options";

/** The query parameters a page reads, each with the values it knows. */
type PageQuery = Readonly<Record<string, readonly string[]>>;

/** Pages whose content depends on the query: the filters, which work as GET forms without JavaScript. */
const PAGE_QUERIES: Readonly<Record<string, PageQuery>> = {
  "/insights": { language: TALK_LANGUAGES, topics: TALK_TOPICS },
};

/**
 * The one address a page is rendered and kept under (server/page-renderer.ts): its path and only
 * the parameters it reads, each value it knows once, in the page's own order. Anything else in the
 * query (tracking tags, unknown names or values, repeats, another order) gives the same address,
 * so varying the query string can neither grow the server's memory nor miss its cache.
 */
export function canonicalPageAddress(path: string, search: URLSearchParams): string {
  const query = PAGE_QUERIES[path];
  if (!query) return path;
  const kept = new URLSearchParams();
  for (const [name, known] of Object.entries(query)) {
    const asked = new Set(search.getAll(name));
    for (const value of known) if (asked.has(value)) kept.append(name, value);
  }
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}
