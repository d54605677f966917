import { describe, expect, it } from "vitest";
import { isSearchShortcut } from "./search-shortcut";
import { isSearchIndexedPath } from "./search-scope";

const key = (over: Partial<Parameters<typeof isSearchShortcut>[0]>) => ({
  key: "/",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inTextField: false,
  ...over,
});

describe("isSearchShortcut", () => {
  it("opens on / outside text fields, and on Ctrl+K or Cmd+K anywhere", () => {
    expect(isSearchShortcut(key({}))).toBe(true);
    expect(isSearchShortcut(key({ inTextField: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true, inTextField: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "K", metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe("isSearchIndexedPath", () => {
  it("indexes the pages visitors read, Inspirations included, but not the showcase or the not-found page", () => {
    for (const path of ["/", "/insights", "/inspirations", "/inspirations/guide/tea", "/inspirations/item/kettle", "/privacy"]) {
      expect(isSearchIndexedPath(path)).toBe(true);
    }
    for (const path of ["/components", "/components/buttons", "/404"]) expect(isSearchIndexedPath(path)).toBe(false);
  });
});
