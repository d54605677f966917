import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { render, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Inspirations } from "../../model/content-api";
import { guide } from "../../tests/helpers/test-rows";
import { QUERY_GC_TIME_MS, visitQueryClient } from "./query-client";
import { QueryProvider } from "./query-provider";
import { failure, json, mockFetch, sampleInspirations } from "../../tests/helpers/test-responses";
import { useInspirations } from "./use-inspirations";
import { useSolutions } from "./use-solutions";

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Each test is a visit of its own.
  visitQueryClient().clear();
});

const solutionsAnswer = {
  items: [{ "Item Name": "First", "Price (USD)": "5", "Store URL": "https://s.example/a", Order: "1" }],
};

/** A route's screen: it wraps itself in a QueryProvider, as the content routes do. */
function routeWrapper({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}

describe("one query cache per visit (SPEC §9: answers kept 5 minutes)", () => {
  it("gives every route's QueryProvider the same cache", () => {
    const seen: QueryClient[] = [];
    function Probe() {
      seen.push(useQueryClient());
      return null;
    }
    render(<QueryProvider><Probe /></QueryProvider>).unmount();
    render(<QueryProvider><Probe /></QueryProvider>).unmount();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBe(visitQueryClient());
  });

  it("asks for the store's items once when the page is left and visited again", async () => {
    const fetch = mockFetch(json(solutionsAnswer));
    const first = renderHook(() => useSolutions(), { wrapper: routeWrapper });
    await waitFor(() => expect(first.result.current.isLoading).toBe(false));
    first.unmount();

    const again = renderHook(() => useSolutions(), { wrapper: routeWrapper });
    expect(again.result.current.items.map((item) => item["Item Name"])).toEqual(["First"]);
    expect(again.result.current.isLoading).toBe(false);
    // renderHook has run the mount effects, where a refetch would have started.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps an answer fresh for 5 minutes, and drops it 5 minutes after its last page left", async () => {
    mockFetch(json(solutionsAnswer));
    const page = renderHook(() => useSolutions(), { wrapper: routeWrapper });
    await waitFor(() => expect(page.result.current.isLoading).toBe(false));
    const cache = visitQueryClient().getQueryCache();
    const key = ["content", "solutions"];
    expect(cache.find({ queryKey: key })?.isStale()).toBe(false);
    vi.useFakeTimers();
    try {
      page.unmount();
      vi.advanceTimersByTime(QUERY_GC_TIME_MS - 1);
      expect(cache.find({ queryKey: key })).toBeDefined();
      vi.advanceTimersByTime(1);
      expect(cache.find({ queryKey: key })).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives each page of the build's pre-render a cache of its own", () => {
    vi.stubEnv("SSR", true);
    expect(visitQueryClient()).not.toBe(visitQueryClient());
  });
});

describe("useInspirations with the visit's cache: one page's snapshot never stands in for another's", () => {
  const snapshotOf = (slug: string, title: string): Inspirations => ({
    guides: [guide({ category_slug: slug, title })],
    items: [],
    links: [],
  });

  it("shows its own snapshot while the cache holds only another page's", async () => {
    // The API never answers during this test: the cache keeps the first page's snapshot.
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    const guideA = snapshotOf("coffee-gear", "Coffee");
    const guideB = snapshotOf("tea", "Tea");
    renderHook(() => useInspirations({ snapshot: guideA }), { wrapper: routeWrapper }).unmount();

    const pageB = renderHook(() => useInspirations({ snapshot: guideB }), { wrapper: routeWrapper });
    expect(pageB.result.current.data).toBe(guideB);
    pageB.unmount();

    // A page the build did not know waits for the answer instead of reading another page's part.
    const unknown = renderHook(() => useInspirations(), { wrapper: routeWrapper });
    expect(unknown.result.current.isLoading).toBe(true);
    expect(unknown.result.current.data).toBeUndefined();
  });

  it("uses a full answer on every page, without asking again", async () => {
    const fetch = mockFetch(json(sampleInspirations));
    const pageA = renderHook(() => useInspirations({ snapshot: snapshotOf("coffee-gear", "Coffee") }), {
      wrapper: routeWrapper,
    });
    await waitFor(() => expect(pageA.result.current.source).toBe("network"));
    pageA.unmount();
    const pageB = renderHook(() => useInspirations({ snapshot: snapshotOf("tea", "Tea") }), { wrapper: routeWrapper });
    expect(pageB.result.current.source).toBe("network");
    expect(pageB.result.current.data?.items.map((item) => item.slug)).toEqual(["kettle"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks again on the next page after a failed call", async () => {
    const fetch = mockFetch(failure(503, "Service Unavailable"), json(sampleInspirations));
    const pageA = renderHook(() => useInspirations({ snapshot: snapshotOf("coffee-gear", "Coffee") }), {
      wrapper: routeWrapper,
    });
    await waitFor(() => expect(pageA.result.current.errorMessage).toBe("API returned 503: Service Unavailable"));
    pageA.unmount();
    const pageB = renderHook(() => useInspirations({ snapshot: snapshotOf("tea", "Tea") }), { wrapper: routeWrapper });
    await waitFor(() => expect(pageB.result.current.source).toBe("network"));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
