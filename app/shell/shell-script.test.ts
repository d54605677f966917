import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SearchDialog } from "./search/search-dialog";
import { SEARCH_UNAVAILABLE } from "./search/search-text";
import { HASH_SCROLL_DELAY_MS, hashId } from "~/ui/hash-target";
import { type ShellScriptOptions, shellScript } from "./shell-script";

// The dialog as the pre-render writes it (its results area is the browser's once hydrated).
beforeAll(() => {
  vi.stubEnv("SSR", true);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

// The shell's head script runs here in a page laid out as the pre-rendered ones (a top bar and the
// search dialog), with no other script: what every page does before and without its bundle.
const options: ShellScriptOptions = {
  menuId: "site-menu",
  searchId: "site-search",
  searchTriggerId: "site-search-trigger",
  islands: { prefix: "/islands/no-such-file-", suffix: ".js" },
  searchIsland: "site-search",
  page: { islands: false },
  hashScrollDelayMs: HASH_SCROLL_DELAY_MS,
  hashId,
};

// `page`: what the page has that the script serves (islands; the app started on first use, root.tsx).
async function openPage({
  htmlAttributes = "",
  body = "",
  page = { islands: false },
}: { htmlAttributes?: string; body?: string; page?: ShellScriptOptions["page"] } = {}) {
  const script = shellScript({ ...options, page });
  const html = `<!DOCTYPE html><html${htmlAttributes}><head><script>${script}</script></head><body>${body}
<header data-slot="top-bar"><button id="site-search-trigger">Search</button></header><input id="field">
<dialog id="site-menu" open><a href="#first" id="first">First</a><button commandfor="site-search" id="menu-search">Search</button><a href="#last" id="last">Last</a></dialog>
${renderToStaticMarkup(createElement(SearchDialog))}
<div data-image-fallback id="media"><img id="picture" alt="A kettle"></div><img id="plain" alt="">
<div style="height: 5000px"></div></body></html>`;
  const error = vi.fn();
  const dom = new JSDOM(html, {
    url: "https://site.example/",
    runScripts: "dangerously",
    // Animation frames, which the top bar's first read waits for.
    pretendToBeVisual: true,
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
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
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

  it("scrolls again, after 300 ms, to an accordion's card a changed hash names (SPEC §2), and to nothing else", async () => {
    const { window } = await openPage({
      body: `<details name="cards" open><span id="hiring"></span></details><details name="cards"><span id="mentorship"></span></details><p id="plain-section"></p>`,
    });
    const scrolled: { id: string; at: number; options: unknown }[] = [];
    window.Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ id: this.id, at: Date.now(), options });
    };
    const changeHash = async (hash: string) => {
      const changed = new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
      window.location.hash = hash;
      await changed;
      return Date.now();
    };
    await changeHash("plain-section");
    const changedAt = await changeHash("mentorship");
    expect(scrolled).toEqual([]);
    await vi.waitFor(() => expect(scrolled.map(({ id }) => id)).toEqual(["mentorship"]));
    expect(scrolled[0]?.options).toEqual({ block: "start" });
    // Timers may fire a millisecond early on some platforms.
    expect(scrolled[0]!.at - changedAt).toBeGreaterThanOrEqual(295);
    await changeHash("%E0%A4%A");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(scrolled).toHaveLength(1);
  });

  describe("islands", () => {
    const island = `<form data-island="talk-filter" id="island"><input id="inside"></form>`;

    it("on a page with islands, loads an island's code when the visitor first reaches for it, and says so when it cannot", async () => {
      const { window, error } = await openPage({ body: island, page: { islands: true } });
      (window.document.getElementById("inside") as HTMLElement).dispatchEvent(
        new window.PointerEvent("pointerdown", { bubbles: true }),
      );
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith("The code of talk-filter could not load.", expect.anything()),
      );
    });

    it("is code only the pages with islands carry: on any other page, nothing loads", async () => {
      expect(shellScript({ ...options, page: { islands: false } })).not.toContain("data-island");
      expect(shellScript({ ...options, page: { islands: true } })).toContain("data-island");
      const { window, error } = await openPage({ body: island });
      const inside = window.document.getElementById("inside") as HTMLElement;
      inside.dispatchEvent(new window.PointerEvent("pointerdown", { bubbles: true }));
      inside.dispatchEvent(new window.FocusEvent("focusin", { bubbles: true }));
      // The search's code (which cannot load here either) is still loaded when the search opens.
      const dialog = window.document.getElementById("site-search") as HTMLDialogElement;
      dialog.dispatchEvent(Object.assign(new window.Event("toggle"), { newState: "open" }));
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith("The search could not load.", expect.anything()));
      expect(error).toHaveBeenCalledTimes(1);
    });
  });

  describe("on a page that starts the app on first use", () => {
    // The app's scripts as React Router writes them, inert in the noscript; here they count their runs.
    const app = `<noscript id="app-scripts"><script>window.appRuns = (window.appRuns ?? 0) + 1;</script></noscript>
<button type="button" id="demo">Show</button><a href="#x" id="link">Link</a>`;
    const firstUse = {
      htmlAttributes: ' data-scripts="on-first-use"',
      body: app,
      page: { islands: true, appScriptsId: "app-scripts" },
    } as const;

    it("starts the app's scripts at the first reach for the page, once, and not before", async () => {
      const { window } = await openPage(firstUse);
      const runs = () => (window as unknown as { appRuns?: number }).appRuns ?? 0;
      window.dispatchEvent(new window.Event("scroll"));
      expect(runs()).toBe(0);
      const demo = window.document.getElementById("demo") as HTMLElement;
      demo.dispatchEvent(new window.PointerEvent("pointerdown", { bubbles: true }));
      expect(runs()).toBe(1);
      demo.dispatchEvent(new window.FocusEvent("focusin", { bubbles: true }));
      expect(runs()).toBe(1);
    });

    it("loads the whole stylesheet kept with the app's scripts first, and runs the scripts once it has loaded or failed", async () => {
      for (const outcome of ["load", "error"]) {
        const { window } = await openPage({
          ...firstUse,
          body: app.replace("<script>", '<link rel="stylesheet" href="/assets/app.css"><script>'),
        });
        const runs = () => (window as unknown as { appRuns?: number }).appRuns ?? 0;
        (window.document.getElementById("demo") as HTMLElement).dispatchEvent(
          new window.PointerEvent("pointerdown", { bubbles: true }),
        );
        const stylesheet = window.document.head.querySelector('link[rel="stylesheet"][href="/assets/app.css"]');
        expect(stylesheet).not.toBeNull();
        expect(runs()).toBe(0);
        stylesheet?.dispatchEvent(new window.Event(outcome));
        await vi.waitFor(() => expect(runs(), outcome).toBe(1));
      }
    });

    it("replays a button's click that came before the app hydrated, once it has", async () => {
      const { window } = await openPage(firstUse);
      const document = window.document;
      const demo = document.getElementById("demo") as HTMLElement;
      const clicks = vi.fn();
      demo.click();
      // The app's code hydrates: the button's handler is attached, then the root route marks the page.
      demo.addEventListener("click", clicks);
      expect(clicks).not.toHaveBeenCalled();
      document.documentElement.dataset.hydrated = "true";
      await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
      demo.click();
      expect(clicks).toHaveBeenCalledTimes(2);
    });

    it("keeps the data React Router hands over while the page is parsed, and gives it to the app's stream once it starts", async () => {
      const boot = `window.__reactRouterContext = { streamController: { enqueue: (chunk) => window.received.push(chunk), close: () => window.received.push("closed") } };`;
      const { window } = await openPage({
        ...firstUse,
        body: `<script>window.received = [];</script><noscript id="app-scripts"><script>${boot}</script></noscript><button type="button" id="demo">Show</button>
<script>window.__reactRouterContext.streamController.enqueue("loaderData");</script><script>window.__reactRouterContext.streamController.close();</script>`,
      });
      const received = () => (window as unknown as { received: string[] }).received;
      expect(received()).toEqual([]);
      (window.document.getElementById("demo") as HTMLElement).dispatchEvent(
        new window.PointerEvent("pointerdown", { bubbles: true }),
      );
      expect(received()).toEqual(["loaderData", "closed"]);
    });

    it("is code only the pages that start the app on first use carry: on any other page, nothing starts", async () => {
      for (const page of [{ islands: false }, { islands: true }] as const) {
        expect(shellScript({ ...options, page })).not.toContain("app-scripts");
        expect(shellScript({ ...options, page })).not.toContain("__reactRouterContext");
      }
      expect(shellScript({ ...options, page: firstUse.page })).toContain("__reactRouterContext");
      const { window } = await openPage({ body: app });
      const demo = window.document.getElementById("demo") as HTMLElement;
      demo.dispatchEvent(new window.PointerEvent("pointerdown", { bubbles: true }));
      demo.click();
      expect((window as unknown as { appRuns?: number }).appRuns).toBeUndefined();
      expect((window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext).toBeUndefined();
    });
  });
});
