import { QueryClient } from "@tanstack/react-query";

/** SPEC §9 query cache defaults: garbage-collect after 5 minutes; 3 retries, exponential delay capped at 30 s. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: QUERY_RETRIES, retryDelay },
    },
  });
}
