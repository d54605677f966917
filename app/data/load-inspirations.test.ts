import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchInspirations } from "./fetch-inspirations";
import {
  INSPIRATIONS_DATA_KEY,
  INSPIRATIONS_FRESH_MS,
  INSPIRATIONS_TIMESTAMP_KEY,
  readInspirationsCache,
  writeInspirationsCache,
} from "./inspirations-cache";
import { inspirationsErrorMessage, loadInspirations } from "./load-inspirations";
import { failure, json, mockFetch, networkError, sampleInspirations } from "../../tests/helpers/test-responses";

const NOW = 1_750_000_000_000;
const now = () => NOW;
const cachedData = {
  guides: [],
  items: [],
  links: [{ item_slug: "cached", store: "S", store_type: "Official" as const, priority: 1, url: "https://s.example" }],
};

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe("fetchInspirations (SPEC §7 call 1, §8)", () => {
  it("GETs ?api=inspirations and keeps the valid rows", async () => {
    const fetch = mockFetch(json(sampleInspirations));
    const data = await fetchInspirations();
    expect(fetch).toHaveBeenCalledWith("/api/sheets?api=inspirations", {});
    expect(data.items.map((item) => item.slug)).toEqual(["kettle"]);
    expect(data.links[0]?.store_type).toBe("Other");
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("1 invalid row(s) left out"));
  });

  it("throws 'API returned {status}: {statusText}' on a non-OK answer", async () => {
    mockFetch(failure(503, "Service Unavailable"));
    await expect(fetchInspirations()).rejects.toThrow("API returned 503: Service Unavailable");
  });

  it("throws on JSON without the three lists", async () => {
    mockFetch(json({ items: [] }));
    await expect(fetchInspirations()).rejects.toThrow(/no guides, items and links/);
  });
});

describe("loadInspirations: session cache and fallbacks (SPEC §4, §8, §9)", () => {
  it("stores a fresh answer under the two session keys", async () => {
    mockFetch(json(sampleInspirations));
    const result = await loadInspirations({ now });
    expect(result.source).toBe("network");
    expect(sessionStorage.getItem(INSPIRATIONS_TIMESTAMP_KEY)).toBe(String(NOW));
    expect(JSON.parse(sessionStorage.getItem(INSPIRATIONS_DATA_KEY) ?? "{}").items).toHaveLength(1);
  });

  it("answers from a cache younger than 5 minutes without fetching", async () => {
    writeInspirationsCache(cachedData, NOW - INSPIRATIONS_FRESH_MS + 1000);
    const fetch = mockFetch(json(sampleInspirations));
    const result = await loadInspirations({ now });
    expect(result).toEqual({ data: cachedData, source: "cache" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fetches again when the cache is 5 minutes old", async () => {
    writeInspirationsCache(cachedData, NOW - INSPIRATIONS_FRESH_MS);
    mockFetch(json(sampleInspirations));
    expect((await loadInspirations({ now })).source).toBe("network");
  });

  it("bypasses a fresh cache on a forced refresh", async () => {
    writeInspirationsCache(cachedData, NOW - 1000);
    const fetch = mockFetch(json(sampleInspirations));
    const result = await loadInspirations({ now, force: true });
    expect(fetch).toHaveBeenCalledOnce();
    expect(result.source).toBe("network");
  });

  it("falls back to the stale cache when the fetch fails, logging the error", async () => {
    writeInspirationsCache(cachedData, NOW - 60 * 60 * 1000);
    mockFetch(failure(500, "Internal Server Error"));
    const result = await loadInspirations({ now });
    expect(result.source).toBe("stale-cache");
    expect(result.data).toEqual(cachedData);
    expect(inspirationsErrorMessage(result.error)).toBe("API returned 500: Internal Server Error");
    expect(console.error).toHaveBeenCalled();
  });

  it("falls back to the pre-rendered snapshot, then to empty lists", async () => {
    mockFetch(networkError());
    const snapshot = { guides: [], items: [], links: [] };
    const withSnapshot = await loadInspirations({ now, snapshot });
    expect(withSnapshot.source).toBe("snapshot");
    expect(withSnapshot.data).toBe(snapshot);
    const empty = await loadInspirations({ now });
    expect(empty).toMatchObject({ source: "empty", data: { guides: [], items: [], links: [] } });
    expect(inspirationsErrorMessage(empty.error)).toBe("Failed to fetch");
  });

  it("names a thrown non-Error 'Failed to load inspirations data' (SPEC §8)", async () => {
    const result = await loadInspirations({ now, fetcher: () => Promise.reject("boom") });
    expect(inspirationsErrorMessage(result.error)).toBe("Failed to load inspirations data");
  });

  it("only warns when session storage cannot be read or written (SPEC §8)", async () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota exceeded");
      },
    } as unknown as Storage;
    mockFetch(json(sampleInspirations));
    const result = await loadInspirations({ now, storage: broken });
    expect(result.source).toBe("network");
    expect(console.warn).toHaveBeenCalledWith("Could not read the cached inspirations:", expect.any(Error));
    expect(console.warn).toHaveBeenCalledWith("Could not cache the inspirations:", expect.any(Error));
  });

  it("ignores a corrupted cache entry with a warning", async () => {
    sessionStorage.setItem(INSPIRATIONS_DATA_KEY, "{not json");
    sessionStorage.setItem(INSPIRATIONS_TIMESTAMP_KEY, String(NOW));
    expect(await readInspirationsCache()).toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });
});
