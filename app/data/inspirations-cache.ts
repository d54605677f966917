import { loadParser } from "./load-response-parsers";
import type { Inspirations } from "../../model/content-api";

/** SPEC §9: the inspirations cache lives in session storage under two keys, data and timestamp. */
export const INSPIRATIONS_DATA_KEY = "inspirations-data";
export const INSPIRATIONS_TIMESTAMP_KEY = "inspirations-timestamp";
/** SPEC §9: cached data is fresh for 5 minutes. */
export const INSPIRATIONS_FRESH_MS = 5 * 60 * 1000;

export type CachedInspirations = { data: Inspirations; timestamp: number };

function sessionStore(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Access itself can throw (storage disabled, sandboxed frames).
    return undefined;
  }
}

/** The cached inspirations, whatever their age; undefined when there are none or they are unreadable (SPEC §8: warning only). */
export async function readInspirationsCache(
  storage: Storage | undefined = sessionStore(),
): Promise<CachedInspirations | undefined> {
  if (!storage) return undefined;
  try {
    const text = storage.getItem(INSPIRATIONS_DATA_KEY);
    const timestamp = Number(storage.getItem(INSPIRATIONS_TIMESTAMP_KEY));
    if (text === null || !Number.isFinite(timestamp) || timestamp <= 0) return undefined;
    const { parseInspirations } = await loadParser(() => import("./parse-inspirations"));
    return { data: parseInspirations(JSON.parse(text), "Cached inspirations"), timestamp };
  } catch (error) {
    console.warn("Could not read the cached inspirations:", error);
    return undefined;
  }
}

export function writeInspirationsCache(
  data: Inspirations,
  timestamp: number,
  storage: Storage | undefined = sessionStore(),
): void {
  if (!storage) return;
  try {
    storage.setItem(INSPIRATIONS_DATA_KEY, JSON.stringify(data));
    storage.setItem(INSPIRATIONS_TIMESTAMP_KEY, String(timestamp));
  } catch (error) {
    console.warn("Could not cache the inspirations:", error);
  }
}

export function isFresh(cached: CachedInspirations, now: number): boolean {
  return now - cached.timestamp < INSPIRATIONS_FRESH_MS && cached.timestamp <= now;
}
