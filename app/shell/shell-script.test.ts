import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SearchDialog } from "./search/search-dialog";
import { SEARCH_UNAVAILABLE } from "./search/search-text";
import { shellScript } from "./shell-script";

// The dialog as the pre-render writes it (its results area is the browser's once hydrated).
beforeAll(() => {
  vi.stubEnv("SSR", true);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

// The shell's head script runs here in a page laid out as the pre-rendered ones (a top bar and the
// search dialog), with no other script: what every page does before and without its bundle.
async function openPage() {
  const script = shellScript({
    menuId: "site-menu",
    searchId: "site-search",
    searchTriggerId: "site-search-trigger",
    islands: { prefix: "/islands/no-such-file-", suffix: ".js" },
  });
  const html = `<!DOCTYPE html><html><head><script>${script}</script></head><body>
<header data-slot="top-bar"><button id="site-search-trigger">Search</button></header><input id="field">
<dialog id="site-menu" open><a href="#first" id="first">First</a><button commandfor="site-search" id="menu-search">Search</button><a href="#last" id="last">Last</a></dialog>
${renderToStaticMarkup(createElement(SearchDialog))}
<div data-image-fallback id="media"><img id="picture" alt="A kettle"></div><img id="plain" alt="">
<div style="height: 5000px"></div></body></html>`;
  const error = vi.fn();
  const dom = new JSDOM(html, {
    url: "https://site.example/",
    runScripts: "dangerously",
    beforeParse(window) {
      window.console.error = error;
      // jsdom draws nothing, so it has no checkVisibility: everything in the test page is visible.
      window.Element.prototype.checkVisibility = () => true;
      window.HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
        this.setAttribute("open", "");
      });
    },
  });
  const { window } = dom;
  if (window.document.readyState === "loading") {
    await new Promise((resolve) => window.document.addEventListener("DOMContentLoaded", resolve));
  }
  const bar = window.document.querySelector("header") as HTMLElement;
  const dialog = window.document.getElementById("site-search") as HTMLDialogElement;
  const press = (key: string, over: KeyboardEventInit = {}, target: EventTarget = window.document.body) =>
    target.dispatchEvent(new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...over }));
  return { window, bar, dialog, press, error };
}

describe("the shell's head script", () => {
  it("marks the top bar once the page is scrolled past 50 px (SPEC §9), and unmarks it back at the top", async () => {
    const { window, bar } = await openPage();
    expect(bar.getAttribute("data-scrolled")).toBe("false");
    for (const [y, marked] of [
      [50, "false"],
      [51, "true"],
      [0, "false"],
    ] as const) {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new window.Event("scroll"));
      expect(bar.getAttribute("data-scrolled"), `at ${y} px`).toBe(marked);
    }
  });

  it("keeps Tab inside the open menu, and closes it when an entry or its Search is chosen", async () => {
    const { window, press } = await openPage();
    const document = window.document;
    const menu = document.getElementById("site-menu") as HTMLDialogElement;
    const closed = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    });
    menu.close = closed;
    (document.getElementById("last") as HTMLElement).focus();
    expect(press("Tab", {}, document.getElementById("last") as HTMLElement)).toBe(false);
    expect(document.activeElement?.id).toBe("first");
    expect(press("Tab", { shiftKey: true }, document.getElementById("first") as HTMLElement)).toBe(false);
    expect(document.activeElement?.id).toBe("last");
    (document.getElementById("menu-search") as HTMLElement).click();
    expect(closed).toHaveBeenCalledOnce();
    expect(document.activeElement?.id).toBe("site-search-trigger");
    (document.getElementById("first") as HTMLElement).click();
    expect(closed).toHaveBeenCalledTimes(2);
  });

  it('opens the search on "/" outside text fields and on Ctrl+K anywhere', async () => {
    const { window, dialog, press } = await openPage();
    window.document.getElementById("site-menu")?.removeAttribute("open");
    press("/", {}, window.document.getElementById("field") as HTMLElement);
    expect(dialog.showModal).not.toHaveBeenCalled();
    expect(press("/")).toBe(false);
    expect(dialog.showModal).toHaveBeenCalledOnce();
    dialog.removeAttribute("open");
    press("k", { ctrlKey: true }, window.document.getElementById("field") as HTMLElement);
    expect(dialog.showModal).toHaveBeenCalledTimes(2);
    // Not while a dialog is open.
    press("/");
    expect(dialog.showModal).toHaveBeenCalledTimes(2);
  });

  it("loads the search's code when the search first opens, and says so in the dialog when it cannot", async () => {
    const { window, dialog, error } = await openPage();
    const toggle = Object.assign(new window.Event("toggle"), { newState: "open" });
    dialog.dispatchEvent(toggle);
    await vi.waitFor(() => expect(dialog.querySelector('[role="status"]')?.textContent).toBe(SEARCH_UNAVAILABLE));
    expect(error).toHaveBeenCalledWith("The search could not load.", expect.anything());
  });

  it("marks the element around an image that fails, where CSS shows its fallback (SPEC §8), and no other", async () => {
    const { window } = await openPage();
    const media = window.document.getElementById("media") as HTMLElement;
    expect(media.hasAttribute("data-image-failed")).toBe(false);
    // An image's error event does not bubble.
    window.document.getElementById("plain")?.dispatchEvent(new window.Event("error"));
    expect(window.document.querySelectorAll("[data-image-failed]")).toHaveLength(0);
    window.document.getElementById("picture")?.dispatchEvent(new window.Event("error"));
    expect(media.hasAttribute("data-image-failed")).toBe(true);
  });
});
