import { afterEach, describe, expect, it, vi } from "vitest";
import { loadTagManager } from "./tag-manager";

function tagScripts() {
  return document.querySelectorAll("script[data-tag-manager]");
}

afterEach(() => {
  document.head.innerHTML = "";
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

describe("tag manager (SPEC §2: loads once at start with a configured container id)", () => {
  it("adds the script once, however often it is asked", () => {
    expect(loadTagManager("GTM-AB12CD3")).toBe(true);
    expect(loadTagManager("GTM-AB12CD3")).toBe(false);
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]?.getAttribute("src")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3");
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({ event: "gtm.js" }),
    ]);
  });

  it("loads nothing without a container id", () => {
    expect(loadTagManager(undefined)).toBe(false);
    expect(loadTagManager("")).toBe(false);
    expect(tagScripts()).toHaveLength(0);
  });

  it("refuses a malformed id with a warning instead of building a script URL from it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(loadTagManager('GTM-1"><script>')).toBe(false);
    expect(tagScripts()).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});
