import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchCaseStudies } from "./fetch-case-studies";
import { fetchExperiences } from "./fetch-experiences";
import { failure, json, mockFetch, networkError } from "../../tests/helpers/test-responses";

beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => vi.unstubAllGlobals());

describe("fetchExperiences (SPEC §7 call 3, §8)", () => {
  it("GETs ?api=experiences and keeps valid rows", async () => {
    const fetch = mockFetch(
      json({ items: [{ period: "2020", role: "R", organisation: "O", publish: "TRUE" }, { role: "no period" }] }),
    );
    const items = await fetchExperiences();
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/sheets?api=experiences");
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ publish: true, priority: 999 });
  });

  it("throws 'Failed to fetch experiences: {status} {text}' on a non-OK answer", async () => {
    mockFetch(failure(502, "Bad Gateway"));
    await expect(fetchExperiences()).rejects.toThrow("Failed to fetch experiences: 502 Bad Gateway");
  });

  it("gives an empty list for an answer without items", async () => {
    mockFetch(json({ rows: [] }));
    expect(await fetchExperiences()).toEqual([]);
  });
});

describe("fetchCaseStudies (SPEC §7 call 2, §8)", () => {
  it("POSTs with a JSON content type and no body, and keys valid studies by slug", async () => {
    const fetch = mockFetch(
      json({
        success: true,
        data: { "cs-a": { slug: "cs-a", title: "A", url: "https://n.example/a" }, "cs-bad": { title: "" } },
        error: null,
      }),
    );
    const result = await fetchCaseStudies();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/functions/v1/fetch-case-studies");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBeUndefined();
    expect(result).toEqual({
      success: true,
      data: { "cs-a": { slug: "cs-a", title: "A", url: "https://n.example/a", tags: [] } },
      error: null,
    });
  });

  it("gives 'Failed to fetch case studies: {status}' on an HTTP error", async () => {
    mockFetch(failure(502, "Bad Gateway"));
    expect(await fetchCaseStudies()).toEqual({ success: false, data: {}, error: "Failed to fetch case studies: 502" });
  });

  it("gives an exception's message, or 'Failed to fetch case studies'", async () => {
    mockFetch(networkError());
    expect((await fetchCaseStudies()).error).toBe("Failed to fetch");
    mockFetch(() => Promise.reject(new Error("")));
    expect((await fetchCaseStudies()).error).toBe("Failed to fetch case studies");
  });
});
