import type { APIRequestContext, Page } from "@playwright/test";
import { prerenderPaths } from "../../model/pages/site-pages";
import { expect, test } from "./fixtures";
import { shownGuideAndItem } from "./inspirations-data";

// Decision 033: a page's <style> holds only the rules its markup and islands can use. Every element
// of the page, with its ::before and ::after, must compute the same style under that CSS as under
// the whole stylesheet, which a page that starts the app on first use keeps as a file with the app's
// scripts, loaded when the app starts.

const STYLE = "style[data-href=app-styles]";
const SHOWCASE_PAGE = "/components/buttons";

/** The address of the whole stylesheet, as a showcase page keeps it among the app's inert scripts. */
async function wholeStylesheetAddress(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(SHOWCASE_PAGE)).text();
  const kept = /<noscript id="app-scripts">([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
  const address = /<link rel="stylesheet" href="([^"]+)"/.exec(kept)?.[1];
  expect(address, "the showcase keeps the whole stylesheet with the app's scripts").toBeDefined();
  return address ?? "";
}

async function wholeStylesheet(request: APIRequestContext): Promise<string> {
  const response = await request.get(await wholeStylesheetAddress(request));
  expect(response.status()).toBe(200);
  return response.text();
}

/** Where the computed styles of the page as served and under the whole stylesheet differ (at most 10). */
function differencesFromWholeStylesheet(page: Page, whole: string): Promise<string[]> {
  return page.evaluate(
    async ({ selector, css }) => {
      const style = document.querySelector(selector);
      if (!style) return ["the page has no app styles"];
      // A transition running across the stylesheet swap can read differently in the two readings (seen once on a
      // loaded machine: the top bar's toggle, hovered as the menu opened, at its start value, then at its end), and
      // even under reduced motion one lasts until the next frame. Read once none is running, a frame on, in the
      // same task as the readings.
      for (let frames = 0; frames < 60; frames += 1) {
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        const running = document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === "running" &&
              Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
          );
        if (running.length === 0) break;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
      const elements = [...document.querySelectorAll("*")];
      // Computed values, not the values layout resolves (an auto margin as "auto", not as pixels): a page's
      // layout may still be settling (an island starting, a picture arriving) between the two readings.
      // A pseudo-element has only resolved values: its sizes and offsets are left out.
      const layoutDependent =
        /^(width|height|inline-size|block-size|min-|max-|margin|padding|inset|top|right|bottom|left|transform-origin|perspective-origin)/;
      const snapshot = () =>
        elements.flatMap((element) => [
          Array.from(element.computedStyleMap(), ([name, value]) => `${name}: ${Array.from(value).join(" ")}`),
          ...["::before", "::after"].map((pseudo) => {
            const computed = getComputedStyle(element, pseudo);
            // A pseudo-element with no content makes no box: its content alone is compared (reading all of every
            // one's properties took a long page past a test's time).
            const content = computed.getPropertyValue("content");
            if (content === "none" || content === "normal") return [`content: ${content}`];
            return Array.from(computed, (name) => name)
              .filter((name) => !layoutDependent.test(name))
              .map((name) => `${name}: ${computed.getPropertyValue(name)}`);
          }),
        ]);
      const served = snapshot();
      const used = style.textContent ?? "";
      style.textContent = css;
      const full = snapshot();
      style.textContent = used;
      const differences: string[] = [];
      const contentOf = (properties: readonly string[] | undefined) =>
        properties?.find((property) => property.startsWith("content:"));
      served.forEach((properties, at) => {
        const element = elements[Math.floor(at / 3)];
        const label = `${element?.localName}.${element?.getAttribute("class") ?? ""}${["", "::before", "::after"][at % 3]}`;
        // A pseudo-element's content first: where it makes a box under one reading and none under the other, the
        // two list different properties.
        if (at % 3 !== 0 && contentOf(properties) !== contentOf(full[at])) {
          if (differences.length < 10)
            differences.push(`${label} ${contentOf(properties)} (whole: ${contentOf(full[at])})`);
          return;
        }
        properties.forEach((property, which) => {
          if (property !== full[at]?.[which] && differences.length < 10)
            differences.push(`${label} ${property} (whole: ${full[at]?.[which]})`);
        });
      });
      if (used.length >= css.length)
        differences.push(`the page carries ${used.length} characters of CSS of ${css.length}`);
      return differences;
    },
    { selector: STYLE, css: whole },
  );
}

test.describe("each page's CSS is the part of the stylesheet its markup uses, and styles it as the whole would", () => {
  // Animations and transitions would change computed values between the two readings.
  test.use({ reducedMotion: "reduce", allowedConsoleErrors: [/status of 404/] });

  // One test a page and scheme: each compares every element twice, and all of them in one test outlast its time on a
  // loaded machine. The guide and item pages are the first ones shown, read from the content when the test runs.
  const pageAt = (path: string) => ({ name: path, address: () => Promise.resolve(path) });
  const pages: { name: string; address: (request: APIRequestContext) => Promise<string> }[] = [
    ...prerenderPaths()
      .filter((path) => !path.startsWith("/components"))
      .map(pageAt),
    { name: "a guide", address: async (request) => (await shownGuideAndItem(request)).guide },
    { name: "an item", address: async (request) => (await shownGuideAndItem(request)).item },
    pageAt("/no-such-page"),
  ];
  for (const colorScheme of ["light", "dark"] as const) {
    for (const { name, address: addressOf } of pages) {
      test(`${name}, which runs no app, ${colorScheme}`, async ({ page, isMobile }) => {
        test.skip(
          isMobile && colorScheme === "dark",
          "the dark rules are chosen as the light ones are; once is enough",
        );
        await page.emulateMedia({ colorScheme });
        const whole = await wholeStylesheet(page.request);
        const address = await addressOf(page.request);
        await page.goto(address);
        expect(await differencesFromWholeStylesheet(page, whole), address).toEqual([]);
      });
    }
  }

  // One test a page: each compares every element twice, which takes a while on the showcase's long pages.
  for (const path of prerenderPaths().filter((path) => path.startsWith("/components/"))) {
    test(`${path} before its app starts`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      const whole = await wholeStylesheet(page.request);
      // A page of its own, not the fixture's (which reaches for a showcase page to start its app).
      const context = await browser.newContext({ reducedMotion: "reduce", baseURL: test.info().project.use.baseURL });
      const untouched = await context.newPage();
      await untouched.goto(path);
      await expect(untouched.locator('html[data-scripts="on-first-use"]:not([data-hydrated])')).toHaveCount(1);
      expect(await differencesFromWholeStylesheet(untouched, whole)).toEqual([]);
      await context.close();
    });
  }

  test("a showcase page whose app has started has the whole stylesheet loaded", async ({ page }) => {
    // The fixture's page starts the app with a key press and waits for it to hydrate.
    const address = await wholeStylesheetAddress(page.request);
    await page.goto(SHOWCASE_PAGE);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const loaded = await page.evaluate(
      (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0),
      address,
    );
    expect(loaded).toBe(true);
  });

  test("the search's results and its empty answer, which the search's code makes", async ({ page }) => {
    const whole = await wholeStylesheet(page.request);
    const { guide } = await shownGuideAndItem(page.request);
    await page.goto(guide);
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const word = title.split(/\W+/).sort((a, b) => b.length - a.length)[0] ?? "";
    await page.goto("/privacy");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    const dialog = page.locator("dialog#site-search");
    await dialog.getByRole("searchbox", { name: "Search" }).fill(word);
    await expect(dialog.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();
    expect(await differencesFromWholeStylesheet(page, whole), `results for ${word}`).toEqual([]);
    await dialog.getByRole("searchbox", { name: "Search" }).fill("qqqxzzv");
    await expect(dialog.getByText("Try other or fewer words, or browse:")).toBeVisible();
    expect(await differencesFromWholeStylesheet(page, whole), "no results").toEqual([]);
  });

  test("the menu, open", async ({ page }) => {
    const whole = await wholeStylesheet(page.request);
    await page.goto("/privacy");
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
    await expect(page.locator("dialog#site-menu")).toBeVisible();
    expect(await differencesFromWholeStylesheet(page, whole)).toEqual([]);
  });
});
