import type { Inspirations } from "../../model/content-api";
import { fetchInspirations } from "./fetch-inspirations";
import { isFresh, readInspirationsCache, writeInspirationsCache } from "./inspirations-cache";

export type InspirationsSource = "cache" | "network" | "stale-cache" | "snapshot" | "empty";

export type InspirationsResult = {
  data: Inspirations;
  source: InspirationsSource;
  /** Why the network answer is missing (the data is then a fallback). */
  error?: unknown;
};

export type LoadInspirationsOptions = {
  /** SPEC §9: a forced refresh bypasses the cache. */
  force?: boolean;
  /** The pre-rendered snapshot: used after the stale cache, before empty lists. */
  snapshot?: Inspirations;
  storage?: Storage;
  now?: () => number;
  fetcher?: () => Promise<Inspirations>;
};

/**
 * SPEC §4/§8/§9: fresh cache (unless forced), else a fresh fetch (then cached),
 * else, logging the error, the stale cache, else the pre-rendered snapshot,
 * else empty guides, items and links. Never throws.
 */
export async function loadInspirations(options: LoadInspirationsOptions = {}): Promise<InspirationsResult> {
  const now = options.now ?? Date.now;
  const cached = await readInspirationsCache(options.storage);
  if (!options.force && cached && isFresh(cached, now())) return { data: cached.data, source: "cache" };
  try {
    const data = await (options.fetcher ?? fetchInspirations)();
    writeInspirationsCache(data, now(), options.storage);
    return { data, source: "network" };
  } catch (error) {
    console.error("Failed to load inspirations:", error);
    if (cached) return { data: cached.data, source: "stale-cache", error };
    if (options.snapshot) return { data: options.snapshot, source: "snapshot", error };
    return { data: { guides: [], items: [], links: [] }, source: "empty", error };
  }
}

/** SPEC §8: the loader's error text; a thrown value that is not an Error reads 'Failed to load inspirations data'. */
export function inspirationsErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "Failed to load inspirations data";
}
