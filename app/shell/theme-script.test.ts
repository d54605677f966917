import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ThemeHead } from "./theme-head";
import { THEME_COLOURS, THEME_STORAGE_KEY } from "./theme-script";
import { ThemeSelect, ThemeToggle } from "./theme-toggle";

// Dark mode: the head script applies the stored choice before the body is parsed and makes the
// Light / Dark / System radios work without the page's JavaScript. It runs here in a page built
// from the real head and toggles, as the pre-rendered HTML has them.

type PageOptions = { stored?: string; storage?: "works" | "throws" };

async function openPage({ stored, storage = "works" }: PageOptions = {}) {
  const head = renderToStaticMarkup(createElement(ThemeHead));
  const toggles = renderToStaticMarkup(
    createElement(
      "div",
      null,
      createElement(ThemeToggle, { name: "theme-top-bar" }),
      createElement(ThemeSelect),
      createElement(ThemeToggle, { name: "theme-menu", tone: "on-dark" }),
    ),
  );
  const warn = vi.fn();
  const html = `<!DOCTYPE html><html><head>${head}</head><body>
<script>window.themeWhenBodyStarts = document.documentElement.getAttribute("data-theme");</script>
${toggles}</body></html>`;
  const dom = new JSDOM(html, {
    url: "https://site.example/",
    runScripts: "dangerously",
    beforeParse(window) {
      window.console.warn = warn;
      if (storage === "throws") {
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new window.DOMException("The operation is insecure.", "SecurityError");
          },
        });
      } else if (stored !== undefined) {
        window.localStorage.setItem(THEME_STORAGE_KEY, stored);
      }
    },
  });
  const { window } = dom;
  const document = window.document;
  if (document.readyState === "loading") await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve));
  const root = document.documentElement;
  // Every theme control's state: the checked radio of each group, and the select's value.
  const checked = () => [
    ...Array.from(document.querySelectorAll<HTMLInputElement>("input:checked"), (input) => `${input.name}=${input.value}`),
    `select=${document.querySelector("select")?.value}`,
  ];
  const metaColours = () => Array.from(document.querySelectorAll('meta[name="theme-color"]'), (meta) => meta.getAttribute("content"));
  const chooseInSelect = (value: string) => {
    const select = document.querySelector("select");
    if (!select) throw new Error("no theme select");
    select.value = value;
    select.dispatchEvent(new window.Event("change", { bubbles: true }));
  };
  const choose = (group: string, value: string) => {
    const input = document.querySelector<HTMLInputElement>(`input[name="${group}"][value="${value}"]`);
    if (!input) throw new Error(`no ${value} radio in ${group}`);
    // What a click on the radio's label does.
    input.click();
  };
  return { window, document, root, checked, metaColours, choose, chooseInSelect, warn, whenBodyStarts: () => (window as unknown as { themeWhenBodyStarts: unknown }).themeWhenBodyStarts };
}

describe("the theme head script", () => {
  it("follows the system when nothing is stored: no data-theme, System checked, each meta keeps its own colour", async () => {
    const page = await openPage();
    expect(page.root.hasAttribute("data-theme")).toBe(false);
    expect(page.checked()).toEqual(["theme-top-bar=system", "theme-menu=system", "select=system"]);
    expect(page.metaColours()).toEqual([THEME_COLOURS.light, THEME_COLOURS.dark]);
  });

  it("applies a stored Dark before the body is parsed, then checks Dark in every group", async () => {
    const page = await openPage({ stored: "dark" });
    expect(page.whenBodyStarts()).toBe("dark");
    expect(page.root.getAttribute("data-theme")).toBe("dark");
    expect(page.checked()).toEqual(["theme-top-bar=dark", "theme-menu=dark", "select=dark"]);
    // An explicit choice colours the browser chrome whatever the system says: its meta comes first
    // (the browser takes the first that applies); the page's own two are left as rendered.
    expect(page.metaColours()).toEqual([THEME_COLOURS.dark, THEME_COLOURS.light, THEME_COLOURS.dark]);
    expect(page.document.querySelector('meta[name="theme-color"]')?.hasAttribute("media")).toBe(false);
  });

  it("ignores a stored value that is not a choice", async () => {
    const page = await openPage({ stored: "sepia" });
    expect(page.root.hasAttribute("data-theme")).toBe(false);
    expect(page.checked()).toEqual(["theme-top-bar=system", "theme-menu=system", "select=system"]);
  });

  it("applies, stores and mirrors a choice made on any radio, without React", async () => {
    const page = await openPage();
    page.choose("theme-top-bar", "light");
    expect(page.root.getAttribute("data-theme")).toBe("light");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(page.checked()).toEqual(["theme-top-bar=light", "theme-menu=light", "select=light"]);
    expect(page.metaColours()).toEqual([THEME_COLOURS.light, THEME_COLOURS.light, THEME_COLOURS.dark]);

    page.choose("theme-menu", "dark");
    expect(page.root.getAttribute("data-theme")).toBe("dark");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(page.checked()).toEqual(["theme-top-bar=dark", "theme-menu=dark", "select=dark"]);
  });

  it("takes a choice from the phone's select as from the radios", async () => {
    const page = await openPage();
    page.chooseInSelect("dark");
    expect(page.root.getAttribute("data-theme")).toBe("dark");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(page.checked()).toEqual(["theme-top-bar=dark", "theme-menu=dark", "select=dark"]);
  });

  it("System removes the stored choice and the attribute, so CSS follows the device again", async () => {
    const page = await openPage({ stored: "dark" });
    page.choose("theme-top-bar", "system");
    expect(page.root.hasAttribute("data-theme")).toBe(false);
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(page.metaColours()).toEqual([THEME_COLOURS.light, THEME_COLOURS.dark]);
  });

  it("takes a choice made in another tab", async () => {
    const page = await openPage();
    page.window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    page.window.dispatchEvent(new page.window.StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    expect(page.root.getAttribute("data-theme")).toBe("dark");
    expect(page.checked()).toEqual(["theme-top-bar=dark", "theme-menu=dark", "select=dark"]);
  });

  it("only warns when storage cannot be used, and the toggle still works for the page", async () => {
    const page = await openPage({ storage: "throws" });
    expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(/could not read the stored colour theme/i), expect.anything());
    expect(page.checked()).toEqual(["theme-top-bar=system", "theme-menu=system", "select=system"]);
    page.choose("theme-top-bar", "dark");
    expect(page.root.getAttribute("data-theme")).toBe("dark");
    expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(/could not store the colour theme/i), expect.anything());
  });
});
