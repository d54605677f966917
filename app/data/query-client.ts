import { QueryClient } from "@tanstack/react-query";

/** SPEC §9 query cache defaults: garbage-collect after 5 minutes; 3 retries, exponential delay capped at 30 s. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;
/**
 * How long an answer counts as fresh: as long as the cache keeps it, so a page
 * visited again within five minutes shows it without asking again (the same
 * window as the inspirations session cache, SPEC §9).
 */
export const QUERY_STALE_TIME_MS = QUERY_GC_TIME_MS;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRIES, retryDelay },
    },
  });
}

let visitClient: QueryClient | undefined;

/**
 * The one query cache of a visit: every route that loads content shares it, so
 * going back to a page within five minutes reuses its answers. The build's
 * pre-render gives each page a cache of its own, so no page's snapshot ends up
 * in another page's HTML.
 */
export function visitQueryClient(): QueryClient {
  if (import.meta.env.SSR) return createQueryClient();
  visitClient ??= createQueryClient();
  return visitClient;
}
