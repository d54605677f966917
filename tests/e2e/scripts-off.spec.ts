import type { Browser, Page } from "@playwright/test";
import { NOT_FOUND_PATH, prerenderPaths } from "../../model/pages/site-pages";
import { NO_START_SCRIPT_PAGE_FOLDERS, NO_START_SCRIPT_PAGES } from "../../tooling/budgets";
import { expect, test } from "./fixtures";

/**
 * docs/design.md: every page with JavaScript off shows the same content and links as with it. What a
 * page says is read from its HTML (text of headings, paragraphs and list items, link targets,
 * image alternatives), leaving out what is only for one case: `<noscript>`, the controls hidden
 * until their code runs, and the showcase's readings of what the browser computed (a measured size,
 * the picture a `srcset` chose), which only script can read.
 */
/** An address no page has: the server renders the not-found page for it on request. */
const UNKNOWN_PATH = "/no-such-page";

type PageReading = { headings: string[]; texts: string[]; links: string[]; images: string[] };

function readPage(page: Page): Promise<PageReading> {
  return page.evaluate(() => {
    const content = document.body.cloneNode(true) as HTMLElement;
    content
      .querySelectorAll(
        "noscript, script, template, [data-slot=copy-text], [role=status], [data-testid^=measured-], [data-testid=chosen-src]",
      )
      .forEach((node) => node.remove());
    const squeeze = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    const all = (selector: string) => [...content.querySelectorAll(selector)];
    return {
      headings: all("h1, h2, h3, h4, h5, h6").map((node) => squeeze(node.textContent)),
      texts: all("p, li, dt, dd, figcaption, blockquote")
        .map((node) => squeeze(node.textContent))
        .filter(Boolean),
      links: all("a[href]").map((node) => node.getAttribute("href") ?? ""),
      images: all("img").map((node) => node.getAttribute("alt") ?? ""),
    };
  });
}

async function readWithScripts(browser: Browser, path: string, javaScriptEnabled: boolean): Promise<PageReading> {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    const page = await context.newPage();
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.ok() || response?.status() === 404, `${path} answers`).toBe(true);
    await expect(page.locator("h1").first()).toBeVisible();
    return await readPage(page);
  } finally {
    await context.close();
  }
}

/** One guide and one item page, found by following the landing page's links. */
async function inspirationPages(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/inspirations");
    const guide = await page.locator("a[href^='/inspirations/guide/']").first().getAttribute("href");
    expect(guide, "the landing links a guide").toBeTruthy();
    await page.goto(guide ?? "");
    const item = await page.locator("a[href^='/inspirations/item/']").first().getAttribute("href");
    expect(item, "the guide links an item").toBeTruthy();
    return [guide ?? "", item ?? ""];
  } finally {
    await context.close();
  }
}

test.describe("every page reads the same with JavaScript off", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same on every screen; one run is enough");

  for (const path of [...prerenderPaths(), UNKNOWN_PATH]) {
    test(path, async ({ browser }) => {
      const withScripts = await readWithScripts(browser, path, true);
      const without = await readWithScripts(browser, path, false);
      expect(without.headings.length, "the page has content").toBeGreaterThan(0);
      expect(without).toEqual(withScripts);
    });
  }

  test("a guide and an item page", async ({ browser }) => {
    for (const path of await inspirationPages(browser)) {
      const withScripts = await readWithScripts(browser, path, true);
      const without = await readWithScripts(browser, path, false);
      expect(without.links.length, `${path} has links`).toBeGreaterThan(0);
      expect(without, path).toEqual(withScripts);
    }
  });
});

/**
 * docs/design.md "Budgets": scripts fetched before `load`. The pages of tooling/budgets.ts
 * NO_START_SCRIPT_PAGES and every page in NO_START_SCRIPT_PAGE_FOLDERS fetch none (npm run
 * check:budgets reads the build; this the running site). A page with no budget there fails here,
 * so a new page is given one. A page rendered on request for an unknown address is the not-found page.
 */
function fetchesNoScriptBeforeLoad(path: string): boolean {
  const page = path === UNKNOWN_PATH ? NOT_FOUND_PATH : path;
  return (
    (NO_START_SCRIPT_PAGES as readonly string[]).includes(page) ||
    NO_START_SCRIPT_PAGE_FOLDERS.some((folder) => page.startsWith(`${folder}/`))
  );
}

/** Opens `path` (without reaching for it: a showcase page does not start the app) and checks no script came before `load`. */
async function expectNoScriptBeforeLoad(page: Page, path: string): Promise<void> {
  expect(fetchesNoScriptBeforeLoad(path), `${path} has a start-script budget in tooling/budgets.ts`).toBe(true);
  await page.mainFrame().goto(path, { waitUntil: "load" });
  // loadEventEnd is 0 until the load event's handlers have run; read before that, every script would look later.
  await page.waitForFunction(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd,
  );
  const beforeLoad = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const loaded = navigation?.loadEventEnd ?? 0;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname) && entry.startTime < loaded)
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(beforeLoad, `scripts ${path} fetched before load`).toEqual([]);
}

test.describe("no page fetches a script before load beyond its budget", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same on every screen; one run is enough");
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of [...prerenderPaths(), UNKNOWN_PATH]) {
    test(path, async ({ page }) => {
      await expectNoScriptBeforeLoad(page, path);
    });
  }

  test("a guide and an item page", async ({ browser, page }) => {
    for (const path of await inspirationPages(browser)) await expectNoScriptBeforeLoad(page, path);
  });
});
