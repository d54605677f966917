import AxeBuilder from "@axe-core/playwright";
import { sitePages } from "../../model/site-pages";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Lets entrance animations (fade-ins, stagger) end, so axe checks colours as a reader sees them. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 10_000 },
  );
}

/** The dark theme, chosen by the visitor on a dark system (the head script applies it before first paint). */
async function useDarkTheme(page: Page) {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
}

// axe on every route, desktop and mobile (the two projects): zero violations of any impact.
test.describe("axe finds nothing to fix", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const sitePage of sitePages) {
    test(`on ${sitePage.path}`, async ({ page }) => {
      await page.goto(sitePage.path);
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("with the menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("dialog#site-menu")).toBeVisible();
    await settle(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
  });

  test("on the not-found page of an unknown guide", async ({ page }) => {
    await page.goto("/inspirations/guide/not-published-yet");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
  });
});

// Dark mode: the same checks with the dark theme's colours.
test.describe("axe finds nothing to fix in the dark theme", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const sitePage of sitePages) {
    test(`on ${sitePage.path}`, async ({ page }) => {
      await useDarkTheme(page);
      await page.goto(sitePage.path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("with the menu open", async ({ page }) => {
    await useDarkTheme(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("dialog#site-menu")).toBeVisible();
    await settle(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
  });

  test("on a guide page rendered in the browser", async ({ page }) => {
    await useDarkTheme(page);
    await page.goto("/inspirations/guide/not-published-yet");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
  });
});
