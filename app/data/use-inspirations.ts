import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Inspirations } from "../../model/content-api";
import { type InspirationsResult, inspirationsErrorMessage, loadInspirations } from "./load-inspirations";
import { QUERY_STALE_TIME_MS } from "./query-client";
import { contentQueryKeys } from "./query-keys";

export type UseInspirations = {
  /** The lists to show: fresh, cached, the pre-rendered snapshot, or empty (SPEC §4 fallback order). */
  data: Inspirations | undefined;
  source: InspirationsResult["source"] | undefined;
  isLoading: boolean;
  /** SPEC §8 error text when the fresh fetch failed ('API returned 503: Service Unavailable'…). */
  errorMessage: string | undefined;
  /** A forced refresh that bypasses the session cache (SPEC §9), e.g. for a Retry button. */
  refresh: () => Promise<InspirationsResult>;
};

/**
 * The inspirations data set for guide and recommendation screens. Pass the
 * pre-rendered `snapshot` (a route loader's data): it is the first render, so
 * hydration matches the static HTML, and is then refreshed from the API.
 */
export function useInspirations({ snapshot }: { snapshot?: Inspirations } = {}): UseInspirations {
  const client = useQueryClient();
  const query = useQuery<InspirationsResult>({
    queryKey: contentQueryKeys.inspirations,
    queryFn: () => loadInspirations({ snapshot }),
    initialData: snapshot ? { data: snapshot, source: "snapshot" } : undefined,
    initialDataUpdatedAt: 0,
    // A fallback (the fetch failed) is asked for again by the next page that shows the content.
    staleTime: (cached) => (cached.state.data?.error === undefined ? QUERY_STALE_TIME_MS : 0),
  });
  const refresh = useCallback(
    () =>
      client.fetchQuery<InspirationsResult>({
        queryKey: contentQueryKeys.inspirations,
        queryFn: () => loadInspirations({ force: true, snapshot }),
        staleTime: 0,
      }),
    [client, snapshot],
  );
  // The cache is the visit's, shared by every page, but a snapshot is one page's part of the content:
  // while the cache holds no answer beyond another page's snapshot, this page shows its own (or waits).
  const result =
    query.data?.source === "snapshot" && query.data.data !== snapshot
      ? snapshot && { ...query.data, data: snapshot }
      : query.data;
  const failure = result?.error ?? query.error ?? undefined;
  return {
    data: result?.data,
    source: result?.source,
    isLoading: query.isPending || (result === undefined && query.isFetching),
    errorMessage: failure === undefined ? undefined : inspirationsErrorMessage(failure),
    refresh,
  };
}
