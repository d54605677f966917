import type { Page } from "@playwright/test";
import { sitePages } from "../../model/pages/site-pages";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

/** Lets entrance animations (fade-ins, stagger) end, so axe checks colours as a reader sees them. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    null,
    { timeout: 10_000 },
  );
}

/** The dark theme, chosen by the visitor on a dark system (the head script applies it before first paint). */
async function useDarkTheme(page: Page) {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
}

/** axe on the page once its entrance animations have ended: zero violations of any impact. */
async function expectAxeFindsNothing(page: Page) {
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
}

async function openTheMenu(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("dialog#site-menu")).toBeVisible();
}

async function openAGuideRenderedInTheBrowser(page: Page) {
  await page.goto("/inspirations/guide/not-published-yet");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

// axe on every route, desktop and mobile (the two projects): zero violations of any impact.
test.describe("axe finds nothing to fix", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const sitePage of sitePages) {
    test(`on ${sitePage.path}`, async ({ page }) => {
      await page.goto(sitePage.path);
      await expectAxeFindsNothing(page);
    });
  }

  test("with the menu open", async ({ page }) => {
    await openTheMenu(page);
    await expectAxeFindsNothing(page);
  });

  test("on the not-found page of an unknown guide", async ({ page }) => {
    await openAGuideRenderedInTheBrowser(page);
    await expectAxeFindsNothing(page);
  });
});

// Dark mode: the same checks with the dark theme's colours.
test.describe("axe finds nothing to fix in the dark theme", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test.beforeEach(({ page }) => useDarkTheme(page));

  for (const sitePage of sitePages) {
    test(`on ${sitePage.path}`, async ({ page }) => {
      await page.goto(sitePage.path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectAxeFindsNothing(page);
    });
  }

  test("with the menu open", async ({ page }) => {
    await openTheMenu(page);
    await expectAxeFindsNothing(page);
  });

  test("on a guide page rendered in the browser", async ({ page }) => {
    await openAGuideRenderedInTheBrowser(page);
    await expectAxeFindsNothing(page);
  });
});

// Decision 034: content the browser skips as off-screen (content-visibility: auto) leaves Chromium's
// accessibility tree until it is drawn, so a reader moving by headings would not find it.
test("every heading of a long page is in the accessibility tree from the start, however far down it is", async ({
  page,
}) => {
  for (const path of ["/", "/experiences", "/solutions", "/insights"]) {
    await page.goto(path);
    const shown = await page
      .locator(":is(h1, h2, h3, h4)")
      .evaluateAll((headings) => headings.filter((heading) => heading.checkVisibility()).length);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    await cdp.detach();
    const inTree = nodes.filter((node) => !node.ignored && node.role?.value === "heading").length;
    expect(inTree, path).toBe(shown);
  }
});

// WCAG 2.4.4 and Lighthouse's "Links have descriptive text": a link's own words (its innerText, as Lighthouse
// reads it, read-aloud words included) are never only a generic phrase such as SPEC's 'Learn More' alone.
const GENERIC_LINK_WORDS = new Set([
  ...["click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information"],
  ...["right here", "read more", "see more", "start", "this"],
]);

test.describe("link words", () => {
  // The not-found page answers 404, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("every link on every page says where it goes in its own words", async ({ page }) => {
    test.slow();
    const detailPages = ["/inspirations/guide/coffee-gear", "/inspirations/item/bamboo-whisk-set"];
    const paths = [...sitePages.map((sitePage) => sitePage.path), ...detailPages];
    for (const path of paths) {
      await page.goto(path);
      const words = await page
        .locator("a[href]:not([href^='#'])")
        .evaluateAll((links) =>
          links.map((link) => (link as HTMLElement).innerText.trim().replace(/\s+/g, " ").toLowerCase()),
        );
      expect(words.length, path).toBeGreaterThan(0);
      expect(
        words.filter((text) => GENERIC_LINK_WORDS.has(text)),
        path,
      ).toEqual([]);
    }
  });
});
