import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Inspirations } from "../../../model/content-api";
import { guide } from "../../../tests/helpers/test-rows";
import { parseInspirations } from "~/data/parse-inspirations";
import { visitQueryClient } from "~/data/query-client";
import { contentQueryKeys } from "~/data/query-keys";
import { failure, json, mockFetch, sampleInspirations } from "../../../tests/helpers/test-responses";
import { DetailPage } from "./detail-page";

function renderGuide(slug: string, snapshot?: Inspirations, onRender: (title: string) => void = () => {}) {
  return render(
    <DetailPage
      snapshot={snapshot}
      find={(data) => data.guides.find((guide) => guide.category_slug === slug)}
      isEmpty={(data) => data.guides.length === 0}
      title={(guide) => `${guide.title} — test`}
      notFound={<p>Guide not found</p>}
    >
      {(guide) => {
        onRender(guide.title);
        return <h1>{guide.title}</h1>;
      }}
    </DetailPage>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Each test is a visit of its own: the pages share the visit's query cache.
  visitQueryClient().clear();
});

describe("DetailPage (SPEC §4 inspirations data loader on the guide and item pages)", () => {
  it("shows 'Loading...' while there is no data, then the page, and sets the document title", async () => {
    mockFetch(json(sampleInspirations));
    renderGuide("coffee-gear");
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Coffee at home" })).toBeInTheDocument();
    expect(document.title).toBe("Coffee at home — test");
  });

  it("shows the pre-rendered snapshot at once, without 'Loading...'", () => {
    mockFetch(json(sampleInspirations));
    renderGuide("coffee-gear", { guides: [guide({ category_slug: "coffee-gear", title: "From the build" })], items: [], links: [] });
    expect(screen.getByRole("heading", { name: "From the build" })).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("does not render the page again when the live answer holds it unchanged, and does when it changed", async () => {
    const parsed = parseInspirations(sampleInspirations);
    const snapshot = { guides: parsed.guides, items: [], links: [] };
    const unchanged = mockFetch(json(sampleInspirations));
    const rendered: string[] = [];
    const first = renderGuide("coffee-gear", snapshot, (title) => rendered.push(title));
    await vi.waitFor(() => expect(unchanged).toHaveBeenCalledTimes(1));
    // Once the live answer is in the cache, one task lets its batched notification (a zero-delay timer
    // queued before this one) reach the page.
    await waitFor(() =>
      expect(visitQueryClient().getQueryState(contentQueryKeys.inspirations)?.data).toMatchObject({ source: "network" }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(rendered).toEqual(["Coffee at home"]);
    first.unmount();

    // A later visit: neither the session cache nor the visit's query cache holds the old answer.
    sessionStorage.clear();
    visitQueryClient().clear();
    mockFetch(json({ ...sampleInspirations, guides: [{ ...sampleInspirations.guides[0], title: "Coffee, revised" }] }));
    renderGuide("coffee-gear", snapshot, (title) => rendered.push(title));
    expect(await screen.findByRole("heading", { name: "Coffee, revised" })).toBeInTheDocument();
    expect(rendered).toEqual(["Coffee at home", "Coffee at home", "Coffee, revised"]);
  });

  it("shows the not-found view when the slug matches nothing", async () => {
    mockFetch(json(sampleInspirations));
    renderGuide("no-such-guide");
    expect(await screen.findByText("Guide not found")).toBeInTheDocument();
  });

  it("shows the error with Retry when the content failed and has nothing, and Retry loads it", async () => {
    const fetch = mockFetch(failure(500, "Internal Server Error"), json(sampleInspirations));
    renderGuide("coffee-gear");
    expect(await screen.findByText("Failed to load guides. Please try again.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Coffee at home" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
