import { QueryClient } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "./query-provider";
import { failure, json, mockFetch, sampleInspirations } from "../../tests/helpers/test-responses";
import { useInspirations } from "./use-inspirations";
import { useSolutions } from "./use-solutions";

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe("useInspirations", () => {
  it("renders the pre-rendered snapshot first, then the fresh answer", async () => {
    mockFetch(json(sampleInspirations));
    const snapshot = { guides: [], items: [], links: [] };
    const { result } = renderHook(() => useInspirations({ snapshot }), { wrapper: wrapper() });
    expect(result.current.data).toBe(snapshot);
    expect(result.current.source).toBe("snapshot");
    await waitFor(() => expect(result.current.source).toBe("network"));
    expect(result.current.data?.items.map((item) => item.slug)).toEqual(["kettle"]);
    expect(result.current.errorMessage).toBeUndefined();
  });

  it("keeps the snapshot and gives the SPEC error text when the fetch fails; refresh retries past the cache", async () => {
    const fetch = mockFetch(failure(503, "Service Unavailable"), json(sampleInspirations));
    const snapshot = { guides: [], items: [], links: [] };
    const { result } = renderHook(() => useInspirations({ snapshot }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.errorMessage).toBe("API returned 503: Service Unavailable"));
    expect(result.current.data).toBe(snapshot);
    await result.current.refresh();
    await waitFor(() => expect(result.current.source).toBe("network"));
    expect(result.current.errorMessage).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows loading, then empty lists with an error when there is nothing to fall back to", async () => {
    mockFetch(failure(500, "Internal Server Error"));
    const { result } = renderHook(() => useInspirations(), { wrapper: wrapper() });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toEqual({ guides: [], items: [], links: [] });
    expect(result.current.errorMessage).toBe("API returned 500: Internal Server Error");
  });
});

describe("useSolutions (SPEC §4/§8)", () => {
  const snapshot = [{ "Item Name": "Snapshot item", "Price (USD)": 5, "Store URL": "https://s.example/a", Order: 1 }];

  it("shows the pre-rendered items first, then an empty list when the fetch fails (SPEC §8)", async () => {
    const fetch = mockFetch(failure(500, "Internal Server Error"));
    const { result } = renderHook(() => useSolutions({ snapshot }), { wrapper: wrapper() });
    expect(result.current.items).toEqual(snapshot);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(result.current.items).toEqual([]));
    expect(result.current.isLoading).toBe(false);
  });

  it("gives an empty list when the fetch fails and nothing was shown", async () => {
    mockFetch(json({ nothing: true }));
    const { result } = renderHook(() => useSolutions(), { wrapper: wrapper() });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.items).toEqual([]);
  });
});
