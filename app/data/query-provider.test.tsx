import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { render, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_GC_TIME_MS, visitQueryClient } from "./query-client";
import { QueryProvider } from "./query-provider";
import { json, mockFetch } from "../../tests/helpers/test-responses";
import { useExperiences } from "./use-experiences";

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

const experiencesAnswer = {
  items: [{ period: "2019", role: "First", organisation: "A", publish: "TRUE", priority: "1" }],
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

  it("asks for experiences once when the page is left and visited again", async () => {
    const fetch = mockFetch(json(experiencesAnswer));
    const first = renderHook(() => useExperiences(), { wrapper: routeWrapper });
    await waitFor(() => expect(first.result.current.isLoading).toBe(false));
    first.unmount();

    const again = renderHook(() => useExperiences(), { wrapper: routeWrapper });
    expect(again.result.current.cards.map((card) => card.role)).toEqual(["First"]);
    expect(again.result.current.isLoading).toBe(false);
    // renderHook has run the mount effects, where a refetch would have started.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps an answer fresh for 5 minutes, and drops it 5 minutes after its last page left", async () => {
    mockFetch(json(experiencesAnswer));
    const page = renderHook(() => useExperiences(), { wrapper: routeWrapper });
    await waitFor(() => expect(page.result.current.isLoading).toBe(false));
    const cache = visitQueryClient().getQueryCache();
    const key = ["content", "experiences"];
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
