import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchSolutions } from "./fetch-solutions";
import { failure, json, mockFetch, networkError } from "../../tests/helpers/test-responses";

beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => vi.unstubAllGlobals());

describe("fetchSolutions (SPEC §5/§8: any HTTP error or bad format gives an empty list)", () => {
  it("sorts the items by Order", async () => {
    mockFetch(
      json({
        items: [
          { "Item Name": "B", "Price (USD)": "5", "Store URL": "https://s.example/b", Order: "2" },
          { "Item Name": "A", "Price (USD)": "5", "Store URL": "https://s.example/a", Order: "1" },
        ],
      }),
    );
    const result = await fetchSolutions();
    expect(result.ok).toBe(true);
    expect(result.items.map((item) => item["Item Name"])).toEqual(["A", "B"]);
  });

  it.each([
    ["an HTTP error", failure(500, "Internal Server Error")],
    ["an answer without an items array", json({ items: "nope" })],
    ["HTML instead of JSON", failure(200, "OK", "<html></html>")],
    ["a network failure", networkError()],
  ])("gives an empty list on %s", async (_, reply) => {
    mockFetch(reply);
    expect(await fetchSolutions()).toEqual({ items: [], ok: false });
  });
});
