import { type Browser, type Page, type Route, test as base, expect } from "@playwright/test";

/** The fictional owner and mascot configured in app/site-config.ts. */
export const OWNER = "Sekar Wulandari";
export const MASCOT = "Mochi";
/** The page's background (the bg-default colour) in each theme, as computed styles report it. */
export const PAGE_BACKGROUND = { light: "rgb(251, 247, 240)", dark: "rgb(22, 20, 31)" } as const;

/** A page is ready for a test: hydrated, HTML only (no app JavaScript to wait for), or waiting for a first use to start the app. */
export const PAGE_READY = 'html[data-hydrated], html[data-scripts="none"], html[data-scripts="on-first-use"]';

/**
 * On a page that starts the app on first use (the showcase), reaches for the page as a visitor
 * would (a key press: Shift does nothing else) and waits for the app to hydrate; nothing elsewhere.
 */
export async function startAppOnFirstUse(page: Page): Promise<void> {
  if ((await page.locator('html[data-scripts="on-first-use"]').count()) === 0) return;
  // A visitor reaches for a page they can see: after its first paint. (A key press before it would also
  // end the browser's largest-paint record with none made, which largest-paint.spec reads.)
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await page.keyboard.press("Shift");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

type Fixtures = {
  /** Console messages that a test expects; every other console error fails the test. */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  // Wait for the page to be ready: hydrated (the root route marks it), or a page that runs no app
  // JavaScript (app/shell/page-scripts.ts); a page that starts the app on first use is reached for.
  // Tests of the app's own behaviour start there, and tests of the page before its scripts run
  // hold the scripts back instead.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A test leaving the site (site-server.ts's close) has no page to wait for.
      if (url === "about:blank") return response;
      await page.waitForSelector(PAGE_READY, { state: "attached" });
      await startAppOnFirstUse(page);
      return response;
    };
    await use(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Holds every request to `url` until the returned `release()` is called, then lets it through (or
 * answers it with `answer`): a slow network on demand.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page["route"]>[0],
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}

/** The page's own scripts (the built JavaScript), which a test holds back to see the page before they run. */
const PAGE_SCRIPTS = "**/assets/**/*.js";

/**
 * Opens `path` with the page's scripts held back, as a phone sees it while they are on their way; returns
 * their release, which resolves once the page has hydrated. It waits for DOMContentLoaded, not load: the
 * held module preloads keep load from firing.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const releaseScripts = await holdRequests(page, PAGE_SCRIPTS);
  // The fixture's page.goto waits for hydration, which the held scripts prevent.
  await page.mainFrame().goto(path, { waitUntil: "domcontentloaded" });
  return async () => {
    releaseScripts();
    // A page that starts the app on first use may not have been reached for yet.
    await startAppOnFirstUse(page);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  };
}

/**
 * Opens `path`, a page without the app's scripts, with the code of the island `name` (app/islands,
 * /islands/<name>.js) held back, as a slow network delivers it; returns its release, which resolves
 * once the island has started on the page (it marks its root data-island-started).
 */
export async function openWithIslandHeld(page: Page, path: string, name: string): Promise<() => Promise<void>> {
  const releaseIsland = await holdRequests(page, `**/islands/${name}.js`);
  await page.goto(path);
  return async () => {
    releaseIsland();
    await page.waitForSelector(`[data-island="${name}"][data-island-started]`, { state: "attached" });
  };
}

/** Opens `path` in a new context with JavaScript off; close it with `page.context().close()`. */
export async function pageWithoutJavaScript(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * Resolves once the page has drawn two more frames: the events, state updates and
 * effects queued before the call have run (a condition to wait for, not a length of time).
 */
export function afterNextPaints(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Scrolls the window to `y` at once (smooth scrolling off) and waits until the page has handled the scroll. */
export async function scrollToAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo({ top, behavior: "instant" });
      }),
    y,
  );
  await afterNextPaints(page);
}

export { expect };

/**
 * How long a check waits for what a first-use module does on a slow-4G page: the module's bytes
 * share 1.6 Mbit/s with the page's pictures, so it may come later than the default 5 s allow.
 */
export const SLOW_4G_CODE_WAIT = { timeout: 15_000 };

/**
 * Slows the page's network to Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up) until the returned function is called.
 */
export async function throttleToSlow4G(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return () => cdp.detach();
}
