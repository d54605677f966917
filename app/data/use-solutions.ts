import { useQuery } from "@tanstack/react-query";
import type { StoreItem } from "../../model/store-item";
import { sortStoreItems } from "../../model/store-order";
import { fetchSolutions } from "./fetch-solutions";
import { contentQueryKeys } from "./query-keys";

/**
 * The store's items sorted by Order (SPEC §4). A failed fetch gives an empty
 * list with no message (SPEC §8), unless items are already shown (the
 * pre-rendered snapshot or an earlier answer), which then stay.
 */
export function useSolutions({ snapshot }: { snapshot?: StoreItem[] } = {}): {
  items: StoreItem[];
  isLoading: boolean;
} {
  const query = useQuery<StoreItem[]>({
    queryKey: contentQueryKeys.solutions,
    queryFn: async ({ client }) => {
      const result = await fetchSolutions();
      if (!result.ok) return client.getQueryData<StoreItem[]>(contentQueryKeys.solutions) ?? [];
      return result.items;
    },
    initialData: snapshot ? sortStoreItems(snapshot) : undefined,
    initialDataUpdatedAt: 0,
  });
  return { items: query.data ?? [], isLoading: query.isPending };
}
