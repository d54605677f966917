import type { Page } from "@playwright/test";
import { talks } from "../../content/talks";
import { expect, test } from "./fixtures";

const cards = (page: Page) => page.locator("[data-slot=talk-card]");

test.describe("insights (SPEC §2 Insights, §4 talks filter)", () => {
  test("Explore Talks scrolls to #insights-grid", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("I talk, you learn");
    await page.getByRole("link", { name: "Explore Talks" }).click();
    await expect(page.locator("#insights-grid")).toBeInViewport();
  });

  test("three stat cards counted from the talks: 16 engagements, 2 languages, 6 topics", async ({ page }) => {
    await page.goto("/insights");
    const stats = page.getByRole("list", { name: "Insights in numbers" }).getByRole("listitem");
    await expect(stats).toHaveText([/16\s*Speaking engagements/, /2\s*Languages/, /6\s*Topics/]);
  });

  test("every talk is a card with its language badge, opening its url in a new tab, staggered 0.1 s", async ({ page }) => {
    await page.goto("/insights");
    await expect(cards(page)).toHaveCount(talks.length);
    const first = cards(page).first();
    await expect(first.getByText("🇬🇧 English")).toBeVisible();
    await expect(cards(page).nth(1).getByText("🇮🇩 Indonesian")).toBeVisible();
    const link = first.getByRole("link");
    await expect(link).toHaveAttribute("href", talks[0]?.url ?? "");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(cards(page).nth(3)).toHaveAttribute("style", /animation-delay:\s*0\.3s/);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });

  test("under reduced motion the cards do not animate", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/insights");
    const name = await cards(page).first().evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe("none");
    await context.close();
  });

  test("chips take effect only on Apply Filters; the badge counts changes against the applied filters", async ({ page }) => {
    await page.goto("/insights");
    const trigger = page.locator("[data-slot=filter-trigger]");
    await trigger.click();
    const panel = page.locator("[data-slot=floating-popover]");
    await expect(panel.getByRole("button", { name: "English", pressed: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Indonesian", pressed: true })).toBeVisible();
    await panel.getByRole("button", { name: "English" }).click();
    await expect(panel.getByText("7 of 16")).toBeVisible();
    await expect(cards(page)).toHaveCount(16);
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toHaveText("1");
    await panel.getByRole("button", { name: "Mental Health" }).click();
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toHaveText("2");
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(panel).toBeHidden();
    // Indonesian talks with at least one of the five remaining topics.
    const expected = talks.filter((t) => t.language === "Indonesian" && t.topics.some((topic) => topic !== "Mental Health"));
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toHaveCount(0);
    for (const card of await cards(page).all()) await expect(card.getByText("🇮🇩 Indonesian")).toBeVisible();
  });

  test("keyboard only: the filter chips toggle with Space and Enter, Tab and Shift+Tab walk them with a visible focus ring", async ({
    page,
  }) => {
    await page.goto("/insights");
    const trigger = page.locator("[data-slot=filter-trigger]");
    await trigger.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator("[data-slot=floating-popover]");
    await expect(panel).toBeVisible();
    /** Presses Tab (or Shift+Tab) until the focused element is the button called `name`. */
    async function tabTo(name: string, key: "Tab" | "Shift+Tab" = "Tab") {
      for (let step = 0; step < 15; step += 1) {
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
        if (focused === name) return;
        await page.keyboard.press(key);
      }
      throw new Error(`${name} never took the focus`);
    }
    const english = panel.getByRole("button", { name: "English" });
    await tabTo("English");
    await expect(english).toBeFocused();
    const ring = await english.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(ring).not.toBe("none");
    await page.keyboard.press("Space");
    await expect(english).toHaveAttribute("aria-pressed", "false");
    await tabTo("Indonesian");
    await tabTo("English", "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(english).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Space");
    await expect(english).toHaveAttribute("aria-pressed", "false");
    await tabTo("Apply Filters");
    await page.keyboard.press("Enter");
    await expect(panel).toBeHidden();
    await expect(cards(page)).toHaveCount(talks.filter((t) => t.language === "Indonesian").length);
    await expect(trigger).toBeFocused();
  });

  test("Clear empties both selections and the applied filters, so every talk shows", async ({ page }) => {
    await page.goto("/insights");
    await page.locator("[data-slot=filter-trigger]").click();
    const panel = page.locator("[data-slot=floating-popover]");
    await panel.getByRole("button", { name: "Indonesian" }).click();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(cards(page)).toHaveCount(talks.filter((t) => t.language === "English").length);
    await page.locator("[data-slot=filter-trigger]").click();
    await panel.getByRole("button", { name: "Clear" }).click();
    await expect(panel.getByRole("button", { pressed: true })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(16);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("Get in Touch -> /contact#events, and the long-form writing call to action opens a new tab", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByRole("heading", { name: "Want me to speak at your event?" })).toBeVisible();
    const writing = page.getByRole("link", { name: "Read my articles" });
    await expect(writing).toHaveAttribute("href", "https://medium.com/@sekar-wulandari-example");
    await expect(writing).toHaveAttribute("target", "_blank");
    await expect(writing).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(/\/contact#events$/);
    await expect(page.locator("#events [data-slot=expandable-card-trigger]")).toHaveAttribute("aria-expanded", "true");
  });

  test("with JavaScript off every talk, title and link is readable", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/insights");
    await expect(cards(page)).toHaveCount(16);
    for (const talk of talks) await expect(page.getByRole("link", { name: talk.title })).toHaveAttribute("href", talk.url);
    await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact#events");
    await context.close();
  });
});
