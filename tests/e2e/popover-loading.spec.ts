import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// A floating popover is only its trigger until it is used: the panel (Radix
// Popover with its positioning, focus and dismiss layers) loads when the
// trigger is pointed at or focused (model/budgets.ts LAZY_CHUNKS checks the
// build; this checks the running site).
const PANEL = /\/assets\/floating-popover-panel-[\w-]{8}\.js$/;

function panelRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (PANEL.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

const trigger = (page: Page) => page.locator("[data-slot=filter-trigger]");

test("the talks filter loads its panel when its trigger is focused, then opens and closes as before", async ({
  page,
}) => {
  const requests = panelRequests(page);
  await page.goto("/insights");
  await page.waitForLoadState("networkidle");
  expect(requests, "nothing loads the panel before the trigger is used").toEqual([]);
  await expect(trigger(page)).toHaveAttribute("aria-expanded", "false");

  await trigger(page).focus();
  await expect.poll(() => requests.length).toBe(1);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Filter talks" });
  await expect(panel).toBeVisible();
  await expect(trigger(page)).toHaveAttribute("aria-expanded", "true");
  // Focus moved into the panel, to the first control of its body.
  await expect(panel.locator("[data-slot=floating-popover-body]").getByRole("button").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(trigger(page)).toBeFocused();
  await expect(trigger(page)).toHaveAttribute("aria-expanded", "false");
  // Opening again needs no further download.
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  expect(requests).toHaveLength(1);
});

test.describe("when the panel cannot be downloaded", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("the filter opens in the browser's own dialog, works, and closes back to its trigger", async ({ page }) => {
    await page.route(PANEL, (route) => route.abort());
    await page.goto("/insights");
    await trigger(page).click();
    const dialog = page.getByRole("dialog", { name: "Filter talks" });
    await expect(dialog).toBeVisible();
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "true");

    const chip = dialog.getByRole("button", { name: "Indonesian", exact: true });
    const pressed = await chip.getAttribute("aria-pressed");
    await chip.click();
    await expect(chip).not.toHaveAttribute("aria-pressed", pressed ?? "");
    await expect(trigger(page).locator("[data-slot=filter-trigger-badge]")).toHaveText("1");
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger(page)).toBeFocused();
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "false");

    await trigger(page).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger(page)).toBeFocused();

    // A click beside the dialog (on its backdrop) closes it too.
    await trigger(page).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});
