import { loadParser } from "./load-response-parsers";
import type { StoreItem } from "../../model/store-item";
import { sortStoreItems } from "../../model/store-order";
import { sheetsUrl } from "./api-urls";

export type SolutionsResult = { items: StoreItem[]; ok: boolean };

/**
 * SPEC §7 call 4 with §5/§8: any HTTP error, network failure or an answer
 * without an items array gives an empty list, with no message; the items are
 * sorted by Order ascending. `ok` tells a caller whether the list is real.
 */
export async function fetchSolutions(url = sheetsUrl("solutions"), init: RequestInit = {}): Promise<SolutionsResult> {
  try {
    const response = await fetch(url, init);
    if (!response.ok) return { items: [], ok: false };
    const json: unknown = await response.json();
    const { parseSolutions } = await loadParser(() => import("./parse-solutions"));
    const items = parseSolutions(json);
    return items ? { items: sortStoreItems(items), ok: true } : { items: [], ok: false };
  } catch {
    return { items: [], ok: false };
  }
}
