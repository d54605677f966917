import type { Page } from "@playwright/test";
import { browserAccessibility } from "./accessibility-tree";
import { axeViolations } from "./axe";
import { expect, openWithScriptsHeld, pageWithoutJavaScript, test } from "./fixtures";
import { SEARCH_NEEDS_JAVASCRIPT, SEARCH_PROMPT } from "../../app/shell/search/search-text";

// the menu and the site search are the browser's own dialogs, opened with
// command/commandfor, so a tap works from the first paint: with JavaScript off, while the
// page's scripts are still loading, and after hydration, with the same names, roles and states.

const menu = (page: Page) => page.locator("dialog#site-menu");
const openMenu = (page: Page) => page.getByRole("button", { name: "Open menu" });
const searchDialog = (page: Page) => page.locator("dialog#site-search");
const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search" });

/**
 * The menu opens from its toggle and closes with its own toggle and with Escape, focus going back.
 * axe needs script, so it runs only where the page has it (the pre-hydration markup is checked while
 * the scripts are held back, which is the markup a page without JavaScript has).
 */
/** Resolves once the open menu's entrance animations have ended: axe would read the entries' colours mid-fade. */
async function menuSettled(page: Page): Promise<void> {
  await menu(page).evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

async function menuOpensAndCloses(page: Page, { axe = true } = {}): Promise<void> {
  // The browser gives a dialog's command button no expanded state: the opener says it opens a dialog.
  expect(await browserAccessibility(page, openMenu(page))).toMatchObject({ name: "Open menu", hasPopup: "dialog" });
  await openMenu(page).click();
  await expect(menu(page)).toBeVisible();
  const close = menu(page).getByRole("button", { name: "Close menu" });
  await expect(close).toBeFocused();
  expect(await browserAccessibility(page, close)).toMatchObject({
    role: "button",
    name: "Close menu",
    hasPopup: undefined,
  });
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  if (axe) {
    await menuSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  }
  await close.click();
  await expect(menu(page)).toBeHidden();
  await expect(openMenu(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(openMenu(page)).toBeFocused();
  if (axe) expect(await axeViolations(page)).toEqual([]);
}

test.describe("the menu toggle", () => {
  test("opens and closes the menu with JavaScript off", async ({ browser }) => {
    const page = await pageWithoutJavaScript(browser, "/");
    await menuOpensAndCloses(page, { axe: false });
    // An entry is a plain link to the page.
    await openMenu(page).click();
    await menu(page)
      .getByRole("link", { name: /Insights$/ })
      .click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(menu(page)).toBeHidden();
    await page.context().close();
  });

  test("opens while the page's scripts are held back, and still works once they have run", async ({ page }) => {
    // axe runs four times here.
    test.slow();
    const releaseScripts = await openWithScriptsHeld(page, "/components/buttons");
    // Tapped before any script: it opens and closes, as after hydration.
    await menuOpensAndCloses(page);
    await openMenu(page).click();
    await expect(menu(page)).toBeVisible();
    await releaseScripts();
    // Hydration kept the open menu as it was.
    await expect(menu(page)).toBeVisible();
    const close = menu(page).getByRole("button", { name: "Close menu" });
    expect(await browserAccessibility(page, close)).toMatchObject({
      role: "button",
      name: "Close menu",
      hasPopup: undefined,
    });
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await menuOpensAndCloses(page);
  });
});

test.describe("the search button", () => {
  test("with JavaScript off, opens the search from the top bar and the menu, which says it needs JavaScript", async ({
    browser,
  }) => {
    const page = await pageWithoutJavaScript(browser, "/");
    const saysItNeedsJavaScript = async () => {
      const dialog = page.getByRole("dialog", { name: "Search the site" });
      await expect(dialog).toBeVisible();
      const title = dialog.getByRole("heading", { name: "Search the site" });
      expect(await title.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(100);
      await expect(dialog.getByText(SEARCH_NEEDS_JAVASCRIPT, { exact: true })).toBeVisible();
      // No field that cannot search, and no prompt to type in it.
      await expect(dialog.getByRole("searchbox")).toBeHidden();
      await expect(dialog.getByText(SEARCH_PROMPT)).toBeHidden();
      await expect(dialog.getByRole("button", { name: "Close search" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    };
    await searchButton(page).click();
    await saysItNeedsJavaScript();
    await expect(searchButton(page)).toBeFocused();
    await openMenu(page).click();
    await menu(page).getByRole("button", { name: "Search" }).click();
    await saysItNeedsJavaScript();
    await page.context().close();
  });

  test("with JavaScript on, the dialog shows the field and not the JavaScript message", async ({ page }) => {
    await page.goto("/privacy");
    await searchButton(page).click();
    await expect(searchDialog(page).getByRole("searchbox", { name: "Search" })).toBeFocused();
    // The title is read aloud only (a 1 px box, which Playwright counts as visible).
    const title = searchDialog(page).getByRole("heading", { name: "Search the site" });
    expect(await title.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await expect(searchDialog(page).getByText(SEARCH_NEEDS_JAVASCRIPT)).toBeHidden();
  });

  test("opens the search while the scripts are held back; what was typed is searched once they run", async ({
    page,
  }) => {
    const releaseScripts = await openWithScriptsHeld(page, "/components/buttons");
    await searchButton(page).click();
    await expect(searchDialog(page)).toBeVisible();
    const field = searchDialog(page).getByRole("searchbox", { name: "Search" });
    await expect(field).toBeFocused();
    await page.keyboard.type("research");
    expect(await axeViolations(page)).toEqual([]);
    await releaseScripts();
    await expect(field).toHaveValue("research");
    await expect(
      searchDialog(page).getByRole("list", { name: "Search results" }).getByRole("link").first(),
    ).toBeVisible();
    await expect(searchDialog(page).getByRole("status")).toHaveText(/results? for “research”/);
    expect(await axeViolations(page)).toEqual([]);
    // Escape in a search field first empties it, then closes the dialog.
    await field.fill("");
    await page.keyboard.press("Escape");
    await expect(searchDialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    // After hydration: the same button, the same dialog.
    await searchButton(page).click();
    await expect(field).toBeFocused();
    await searchDialog(page).getByRole("button", { name: "Close search" }).click();
    await expect(searchDialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });
});
