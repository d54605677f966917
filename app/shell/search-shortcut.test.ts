import { describe, expect, it } from "vitest";
import { isSearchShortcut } from "./search-shortcut";

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
