import { QueryClient } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtInCaseStudies } from "../../content/built-in-case-studies";
import { experienceHistory } from "../../content/experience-history";
import type { Experience } from "../../model/experience";
import { QueryProvider } from "./query-provider";
import { failure, json, mockFetch } from "../../tests/helpers/test-responses";
import { useCaseStudies } from "./use-case-studies";
import { useExperiences } from "./use-experiences";

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

describe("useExperiences (SPEC §4: published by priority, static history when empty or failed)", () => {
  it("shows published experiences as cards, by priority", async () => {
    mockFetch(
      json({
        items: [
          { period: "2021", role: "Second", organisation: "B", publish: "TRUE", priority: "2", badges: "Startup" },
          { period: "2020", role: "Hidden", organisation: "C", publish: "FALSE", priority: "1" },
          { period: "2019", role: "First", organisation: "A", publish: "TRUE", priority: "1" },
        ],
      }),
    );
    const { result } = renderHook(() => useExperiences(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isFallback).toBe(false);
    expect(result.current.cards.map((card) => card.role)).toEqual(["First", "Second"]);
    expect(result.current.cards[1]?.tags).toEqual([{ text: "Startup", category: "company" }]);
  });

  it("shows the static history and the error text when the fetch fails", async () => {
    mockFetch(failure(500, "Internal Server Error"));
    const { result } = renderHook(() => useExperiences(), { wrapper: wrapper() });
    await waitFor(() =>
      expect(result.current.errorMessage).toBe("Failed to fetch experiences: 500 Internal Server Error"),
    );
    expect(result.current.isFallback).toBe(true);
    expect(result.current.experiences).toEqual([...experienceHistory]);
  });

  it("keeps the pre-rendered cards (same objects) when the answer holds the same published roles", async () => {
    const answer = {
      items: [
        { period: "2021", role: "Second", organisation: "B", publish: "TRUE", priority: "2" },
        { period: "2020", role: "Hidden", organisation: "C", publish: "FALSE", priority: "1" },
        { period: "2019", role: "First", organisation: "A", publish: "TRUE", priority: "1" },
      ],
    };
    const fetch = mockFetch(json(answer));
    const { parseExperiences } = await import("./parse-experiences");
    const { publishedExperiences } = await import("../../model/experience-list");
    // What the pre-render embeds: the published roles, by priority.
    const snapshot = publishedExperiences(parseExperiences(answer));
    const { result } = renderHook(() => useExperiences({ snapshot }), { wrapper: wrapper() });
    const prerendered = result.current.cards;
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.cards.map((card) => card.role)).toEqual(["First", "Second"]);
    expect(result.current.cards).toBe(prerendered);
  });

  it("replaces the pre-rendered roles with the static history when the fetch fails (SPEC §8)", async () => {
    mockFetch(failure(500, "Internal Server Error"));
    const snapshot: Experience[] = [
      { period: "2020", role: "Snapshot role", organisation: "S", badges: [], publish: true, priority: 1 },
    ];
    const { result } = renderHook(() => useExperiences({ snapshot }), { wrapper: wrapper() });
    expect(result.current.cards.map((card) => card.role)).toEqual(["Snapshot role"]);
    await waitFor(() => expect(result.current.errorMessage).toBeDefined());
    expect(result.current.isFallback).toBe(true);
    expect(result.current.experiences).toEqual([...experienceHistory]);
  });
});

describe("useCaseStudies (SPEC §4: remote overrides built-in by slug; failure keeps built-in)", () => {
  it("starts with the built-in set and merges the remote answer", async () => {
    mockFetch(
      json({
        success: true,
        data: {
          "cs-hiring-researchers": { slug: "cs-hiring-researchers", title: "Remote title", url: "https://n.example/h" },
        },
        error: null,
      }),
    );
    const { result } = renderHook(() => useCaseStudies(), { wrapper: wrapper() });
    expect(Object.keys(result.current)).toEqual(builtInCaseStudies.map((study) => study.slug));
    await waitFor(() => expect(result.current["cs-hiring-researchers"]?.title).toBe("Remote title"));
    expect(result.current["cs-withdrawal-experience"]).toEqual(builtInCaseStudies[3]);
  });

  it("keeps the built-in set when the call fails", async () => {
    const fetch = mockFetch(failure(500, "Internal Server Error"));
    const { result } = renderHook(() => useCaseStudies(), { wrapper: wrapper() });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith("Failed to fetch case studies: 500"));
    expect(Object.values(result.current)).toEqual([...builtInCaseStudies]);
  });
});
