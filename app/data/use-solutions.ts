import { useQuery } from "@tanstack/react-query";
import type { StoreItem } from "../../model/store-item";
import { sortStoreItems } from "../../model/store-order";
import { fetchSolutions } from "./fetch-solutions";
import { contentQueryKeys } from "./query-keys";

/**
 * The store's items sorted by Order (SPEC §4). The pre-rendered snapshot shows
 * until the live answer arrives; an HTTP error or a malformed answer gives an
 * empty list with no message (SPEC §8).
 */
export function useSolutions({ snapshot }: { snapshot?: StoreItem[] } = {}): {
  items: StoreItem[];
  isLoading: boolean;
} {
  const query = useQuery<StoreItem[]>({
    queryKey: contentQueryKeys.solutions,
    queryFn: async () => {
      const result = await fetchSolutions();
      return result.ok ? result.items : [];
    },
    initialData: snapshot ? sortStoreItems(snapshot) : undefined,
    initialDataUpdatedAt: 0,
  });
  return { items: query.data ?? [], isLoading: query.isPending };
}
