import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { THEME_COLOURS, THEME_STORAGE_KEY, themeScript } from "./theme-script";
import { ThemeSelect } from "./theme-toggle";

// Dark mode: the head script applies the stored choice before the body is parsed and makes the
// Light / Dark / System toggles work without the page's JavaScript. It runs here in a page laid
// out as the pre-rendered ones: ThemeHead's metas and script, a toggle in the top bar and one in
// the menu.

type PageOptions = { stored?: string; storage?: "works" | "throws" };

async function openPage({ stored, storage = "works" }: PageOptions = {}) {
  const select = renderToStaticMarkup(createElement(ThemeSelect));
  const html = `<!DOCTYPE html><html><head>
<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLOURS.light}">
<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLOURS.dark}">
<script>${themeScript()}</script></head><body>
<script>window.themeWhenBodyStarts = document.documentElement.getAttribute("data-theme");</script>
<header><span data-slot="theme-toggle">${select}</span></header>
<dialog id="site-menu"><span data-slot="theme-toggle">${select}</span></dialog></body></html>`;
  const warn = vi.fn();
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
  if (document.readyState === "loading")
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve));
  const root = document.documentElement;
  /** What the top bar's and the menu's toggles say. */
  const toggles = () => Array.from(document.querySelectorAll("select"), (select) => select.value);
  const metaColours = () =>
    Array.from(document.querySelectorAll('meta[name="theme-color"]'), (meta) => meta.getAttribute("content"));
  /** What choosing an option does: the select's value changes, then a change event bubbles. */
  const choose = (where: "header" | "dialog", value: string) => {
    const select = document.querySelector<HTMLSelectElement>(`${where} select`);
    if (!select) throw new Error(`no toggle in the ${where}`);
    select.value = value;
    select.dispatchEvent(new window.Event("change", { bubbles: true }));
  };
  const whenBodyStarts = () => (window as unknown as { themeWhenBodyStarts: unknown }).themeWhenBodyStarts;
  return { window, document, root, toggles, metaColours, choose, warn, whenBodyStarts };
}

describe("the theme head script", () => {
  it("follows the system when nothing is stored: no data-theme, toggles on System, each meta keeps its colour", async () => {
    const page = await openPage();
    expect(page.root.hasAttribute("data-theme")).toBe(false);
    expect(page.toggles()).toEqual(["system", "system"]);
    expect(page.metaColours()).toEqual([THEME_COLOURS.light, THEME_COLOURS.dark]);
  });

  it("applies a stored Dark before the body is parsed, then sets every toggle to Dark", async () => {
    const page = await openPage({ stored: "dark" });
    expect(page.whenBodyStarts()).toBe("dark");
    expect(page.root.getAttribute("data-theme")).toBe("dark");
    expect(page.toggles()).toEqual(["dark", "dark"]);
    // An explicit choice colours the browser chrome whatever the system says: its meta comes first
    // (the browser takes the first that applies); the page's own two are left as rendered.
    expect(page.metaColours()).toEqual([THEME_COLOURS.dark, THEME_COLOURS.light, THEME_COLOURS.dark]);
    expect(page.document.querySelector('meta[name="theme-color"]')?.hasAttribute("media")).toBe(false);
  });

  it("ignores a stored value that is not a choice", async () => {
    const page = await openPage({ stored: "sepia" });
    expect(page.root.hasAttribute("data-theme")).toBe(false);
    expect(page.toggles()).toEqual(["system", "system"]);
  });

  it("applies, stores and mirrors a choice made on any toggle, without React", async () => {
    const page = await openPage();
    page.choose("header", "light");
    expect(page.root.getAttribute("data-theme")).toBe("light");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(page.toggles()).toEqual(["light", "light"]);
    expect(page.metaColours()).toEqual([THEME_COLOURS.light, THEME_COLOURS.light, THEME_COLOURS.dark]);

    page.choose("dialog", "dark");
    expect(page.root.getAttribute("data-theme")).toBe("dark");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(page.toggles()).toEqual(["dark", "dark"]);
    expect(page.metaColours()).toEqual([THEME_COLOURS.dark, THEME_COLOURS.light, THEME_COLOURS.dark]);
  });

  it("System removes the stored choice, the attribute and the chosen colour, so the device decides again", async () => {
    const page = await openPage({ stored: "dark" });
    page.choose("header", "system");
    expect(page.root.hasAttribute("data-theme")).toBe(false);
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(page.toggles()).toEqual(["system", "system"]);
    expect(page.metaColours()).toEqual([THEME_COLOURS.light, THEME_COLOURS.dark]);
  });

  it("takes a choice made in another tab", async () => {
    const page = await openPage();
    page.window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    page.window.dispatchEvent(new page.window.StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    expect(page.root.getAttribute("data-theme")).toBe("dark");
    expect(page.toggles()).toEqual(["dark", "dark"]);
  });

  it("only warns when storage cannot be used, and the toggle still works for the page", async () => {
    const page = await openPage({ storage: "throws" });
    expect(page.warn).toHaveBeenCalledWith(
      expect.stringMatching(/could not read the stored colour theme/i),
      expect.anything(),
    );
    expect(page.toggles()).toEqual(["system", "system"]);
    page.choose("header", "dark");
    expect(page.root.getAttribute("data-theme")).toBe("dark");
    expect(page.warn).toHaveBeenCalledWith(
      expect.stringMatching(/could not store the colour theme/i),
      expect.anything(),
    );
  });
});
