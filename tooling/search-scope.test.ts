import { describe, expect, it } from "vitest";
import { isSearchIndexedPath } from "./search-scope";

describe("isSearchIndexedPath", () => {
  it("indexes the pages visitors read, Inspirations included, but not the showcase or the not-found page", () => {
    for (const path of [
      "/",
      "/insights",
      "/inspirations",
      "/inspirations/guide/tea",
      "/inspirations/item/kettle",
      "/privacy",
    ]) {
      expect(isSearchIndexedPath(path)).toBe(true);
    }
    for (const path of ["/components", "/components/buttons", "/404"]) expect(isSearchIndexedPath(path)).toBe(false);
  });
});
