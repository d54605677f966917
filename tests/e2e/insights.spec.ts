import type { Locator, Page } from "@playwright/test";
import { talks } from "../../content/talks";
import { TALK_LANGUAGES, TALK_TOPICS } from "../../model/content/talk-options";
import { axeViolations, scrollThrough } from "./axe";
import { expect, openWithIslandHeld, PAGE_BACKGROUND, SLOW_4G_CODE_WAIT, test, throttleToSlow4G } from "./fixtures";

// The page runs no app JavaScript: the talk filter is an island (app/islands/talk-filter.ts) over a
// server-drawn form, loaded when the visitor first reaches for the list or once the page is idle.
// Every card is in the page; those the filter leaves out are hidden.
const cards = (page: Page) => page.locator("[data-slot=talk-card]:visible");
/** A filter chip: a checkbox named by its label. */
const chip = (panel: Locator, name: string) => panel.getByRole("checkbox", { name, exact: true });
const ALL_CHIPS = [...TALK_LANGUAGES, ...TALK_TOPICS];
/** The talks the owner lists (content/talks.ts): counts come from them, so adding a talk fails no test. */
const ALL = talks.length;
/** The three stat cards, counted from the talks themselves. */
const STATS = [
  new RegExp(`${ALL}\\s*Speaking engagements`),
  new RegExp(`${new Set(talks.map((talk) => talk.language)).size}\\s*Languages`),
  new RegExp(`${new Set(talks.flatMap((talk) => talk.topics)).size}\\s*Topics`),
];

test.describe("insights (SPEC §2 Insights, §4 talks filter)", () => {
  test("Explore Talks scrolls to #insights-grid", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("I talk, you learn");
    await page.getByRole("link", { name: "Explore Talks" }).click();
    await expect(page.locator("#insights-grid")).toBeInViewport();
  });

  test("three stat cards counted from the talks: engagements, languages, topics", async ({ page }) => {
    await page.goto("/insights");
    const stats = page.getByRole("list", { name: "Insights in numbers" }).getByRole("listitem");
    await expect(stats).toHaveText(STATS);
  });

  test("every talk is a card with its language badge, opening its url in a new tab, staggered 0.1 s", async ({
    page,
  }) => {
    await page.goto("/insights");
    await expect(cards(page)).toHaveCount(talks.length);
    const first = cards(page).first();
    // SPEC §9: an Indonesian talk (or one given in Indonesia) is badged '🇮🇩 Indonesian', any other '🇬🇧 English'.
    const indonesian = talks.findIndex((t) => t.language === "Indonesian" || t.location === "Indonesia");
    const english = talks.findIndex((t) => t.language === "English" && t.location !== "Indonesia");
    await expect(cards(page).nth(english).getByText("🇬🇧 English")).toBeVisible();
    await expect(cards(page).nth(indonesian).getByText("🇮🇩 Indonesian")).toBeVisible();
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
    await expect(cards(page).first()).toHaveCSS("animation-name", "none");
    await context.close();
  });

  test("chips take effect only on Apply Filters; the badge counts changes against the applied filters", async ({
    page,
  }) => {
    await page.goto("/insights");
    const trigger = page.locator("[data-slot=filter-trigger]");
    await trigger.click();
    const panel = page.locator("[data-slot=floating-popover]");
    await expect(chip(panel, "English")).toBeChecked();
    await expect(chip(panel, "Indonesian")).toBeChecked();
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toBeHidden();
    await chip(panel, "English").click();
    await expect(panel.getByText(`${talks.filter((t) => t.language === "Indonesian").length} of ${ALL}`)).toBeVisible();
    await expect(cards(page)).toHaveCount(ALL);
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toHaveText("1");
    await expect(trigger).toHaveAccessibleName("Filters, 1 unapplied change");
    await chip(panel, "Mental Health").click();
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toHaveText("2");
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(panel).toBeHidden();
    // Indonesian talks with at least one of the five remaining topics.
    const expected = talks.filter(
      (t) => t.language === "Indonesian" && t.topics.some((topic) => topic !== "Mental Health"),
    );
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByText(`Showing ${expected.length} of ${ALL} talks`)).toBeVisible();
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toBeHidden();
    await expect(trigger).toHaveAccessibleName("Filters, no unapplied changes");
    for (const card of await cards(page).all()) await expect(card.getByText("🇮🇩 Indonesian")).toBeVisible();
    // The shown cards fade in one after another from the first (SPEC §9), counted among the shown ones.
    await expect(cards(page).nth(1)).toHaveAttribute("style", /animation-delay:\s*0\.1s/);
    // The applied filter is kept in the address: a reload shows the same talks.
    await expect(page).toHaveURL(/\?language=Indonesian&topics=Career\+Development&topics=UX\+Research/);
    await page.reload();
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toBeHidden();
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
    /** Presses Tab (or Shift+Tab) until the focused element is the control called `name` (a chip by its label). */
    async function tabTo(name: string, key: "Tab" | "Shift+Tab" = "Tab") {
      for (let step = 0; step < 15; step += 1) {
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
          return (label ?? element)?.textContent?.trim() ?? "";
        });
        if (focused === name) return;
        await page.keyboard.press(key);
      }
      throw new Error(`${name} never took the focus`);
    }
    const english = chip(panel, "English");
    await tabTo("English");
    await expect(english).toBeFocused();
    await expect(english).not.toHaveCSS("outline-style", "none");
    // The chip's box covers the whole chip, border and all, so its ring goes round the chip.
    const [box, chipBox] = [await english.boundingBox(), await english.locator("xpath=..").boundingBox()];
    expect(box?.width).toBeCloseTo(chipBox?.width ?? 0, 0);
    await page.keyboard.press("Space");
    await expect(english).not.toBeChecked();
    await tabTo("Indonesian");
    await tabTo("English", "Shift+Tab");
    // Space toggles a checkbox by itself; Enter toggling a chip is the island's (loaded when focus came in).
    await expect(page.locator("[data-island=talk-filter][data-island-started]")).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(english).toBeChecked();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Space");
    await expect(english).not.toBeChecked();
    await tabTo("Apply Filters");
    await page.keyboard.press("Enter");
    await expect(panel).toBeHidden();
    await expect(cards(page)).toHaveCount(talks.filter((t) => t.language === "Indonesian").length);
    await expect(trigger).toBeFocused();
  });

  test("Clear empties both selections and the applied filters: no talk matches, and Apply Filters keeps the empty state", async ({
    page,
  }) => {
    await page.goto("/insights");
    const trigger = page.locator("[data-slot=filter-trigger]");
    const badge = trigger.locator("[data-slot=filter-trigger-badge]");
    await trigger.click();
    const panel = page.locator("[data-slot=floating-popover]");
    await chip(panel, "Indonesian").click();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(cards(page)).toHaveCount(talks.filter((t) => t.language === "English").length);
    await trigger.click();
    await panel.getByRole("button", { name: "Clear" }).click();
    await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect(panel.getByText(`0 of ${ALL}`)).toBeVisible();
    // The applied filters are emptied too: the selection equals them, so nothing is unapplied.
    await expect(badge).toBeHidden();
    await expect(cards(page)).toHaveCount(0);
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(panel).toBeHidden();
    await expect(cards(page)).toHaveCount(0);
    await expect(badge).toBeHidden();
    await expect(page.getByText(`Showing 0 of ${ALL} talks`)).toBeVisible();
    // SPEC §2, §8 texts, read out by a status region.
    const empty = page.locator("[data-slot=talk-grid-empty]");
    await expect(empty.getByRole("heading", { name: "No insights found" })).toBeVisible();
    await expect(empty.getByText("Try adjusting your filters or search terms")).toBeVisible();
    await expect(empty.getByRole("status")).toHaveText(
      /No insights found\s*Try adjusting your filters or search terms/,
    );
    // The stat cards count the talks themselves, not what the filter shows.
    await expect(page.getByRole("list", { name: "Insights in numbers" }).getByRole("listitem")).toHaveText(STATS);
  });

  test("empty state: 'Clear all filters' is reached with Tab and Enter, and restores every language and topic", async ({
    page,
  }) => {
    await page.goto("/insights");
    const trigger = page.locator("[data-slot=filter-trigger]");
    await trigger.click();
    const panel = page.locator("[data-slot=floating-popover]");
    await panel.getByRole("button", { name: "Clear" }).click();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Tab");
    const clearAll = page.getByRole("button", { name: "Clear all filters" });
    await expect(clearAll).toBeFocused();
    await expect(clearAll).not.toHaveCSS("outline-style", "none");
    await page.keyboard.press("Enter");
    await expect(cards(page)).toHaveCount(ALL);
    await expect(page.getByText(`Showing ${ALL} of ${ALL} talks`)).toBeVisible();
    await expect(page.locator("[data-slot=talk-grid-empty][data-empty]")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No insights found" })).toHaveCount(0);
    await expect(clearAll).toBeHidden();
    // Focus goes to the filter button rather than being lost with the hidden button.
    await expect(trigger).toBeFocused();
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(ALL_CHIPS.length);
    await expect(panel.locator("label:has(input:checked)")).toHaveText(ALL_CHIPS);
    await expect(panel.getByText(`${ALL} of ${ALL}`)).toBeVisible();
  });

  test("empty state: zero axe violations", async ({ page }) => {
    await page.goto("/insights");
    await page.locator("[data-slot=filter-trigger]").click();
    const panel = page.locator("[data-slot=floating-popover]");
    await panel.getByRole("button", { name: "Clear" }).click();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("heading", { name: "No insights found" })).toBeVisible();
    await scrollThrough(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("Get in Touch -> /contact#events, and the long-form writing call to action opens a new tab", async ({
    page,
  }) => {
    await page.goto("/insights");
    await expect(page.getByRole("heading", { name: "Want me to speak at your event?" })).toBeVisible();
    const writing = page.getByRole("link", { name: "Read my articles" });
    await expect(writing).toHaveAttribute("href", "https://medium.com/@sekar-wulandari-example");
    await expect(writing).toHaveAttribute("target", "_blank");
    await expect(writing).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(/\/contact#events$/);
    await expect(page.locator("details:has(> #events)")).toHaveJSProperty("open", true);
  });

  test("with JavaScript off the filter is a form the server answers: Apply shows the talks it leaves", async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const withoutScript = await context.newPage();
    await withoutScript.goto("/insights");
    await expect(cards(withoutScript)).toHaveCount(talks.length);
    await expect(withoutScript.getByText(`Showing ${talks.length} of ${talks.length} talks`)).toBeVisible();
    const trigger = withoutScript.locator("[data-slot=filter-trigger]");
    await expect(trigger).toBeVisible();
    await trigger.click();
    const panel = withoutScript.getByRole("dialog", { name: "Filter talks" });
    await chip(panel, "English").click();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(withoutScript).toHaveURL(/[?&]language=Indonesian/);
    // The server's answer opens at the talks, where the filter's result is, as the store's does.
    await expect(withoutScript).toHaveURL(/#insights-grid$/);
    await expect(withoutScript.getByRole("heading", { name: "Talks and recordings" })).toBeInViewport();
    const indonesian = talks.filter((talk) => talk.language === "Indonesian").length;
    await expect(cards(withoutScript)).toHaveCount(indonesian);
    await expect(withoutScript.getByText(`Showing ${indonesian} of ${talks.length} talks`)).toBeVisible();
    await context.close();

    await page.goto("/insights");
    await page.locator("[data-slot=filter-trigger]").click();
    const withScript = page.getByRole("dialog", { name: "Filter talks" });
    await chip(withScript, "English").click();
    await withScript.getByRole("button", { name: "Apply Filters" }).click();
    await expect(cards(page)).toHaveCount(indonesian);
  });

  test("the Filters button, which floats over the talk pictures, has the page's own background in both themes", async ({
    page,
  }) => {
    for (const [theme, background] of Object.entries(PAGE_BACKGROUND) as [keyof typeof PAGE_BACKGROUND, string][]) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/insights");
      await expect(page.locator("[data-slot=filter-trigger]")).toHaveCSS("background-color", background);
    }
  });

  test("with JavaScript off, Clear asks the server for no language and no topic, and 'Clear all filters' for every one", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/insights");
    await page.locator("[data-slot=filter-trigger]").click();
    const panel = page.getByRole("dialog", { name: "Filter talks" });
    await panel.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/insights\?applied=1#insights-grid$/);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(`Showing 0 of ${talks.length} talks`)).toBeVisible();
    const empty = page.locator("[data-slot=talk-grid-empty]");
    await expect(empty.getByRole("heading", { name: "No insights found" })).toBeVisible();
    await empty.getByRole("button", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/insights\??#insights-grid$/);
    await expect(cards(page)).toHaveCount(talks.length);
    await expect(empty.getByRole("button", { name: "Clear all filters" })).toBeHidden();
    await context.close();
  });

  test("with JavaScript off every talk, title and link is readable", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/insights");
    await expect(cards(page)).toHaveCount(ALL);
    for (const talk of talks)
      await expect(page.getByRole("link", { name: talk.title })).toHaveAttribute("href", talk.url);
    await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact#events");
    await context.close();
  });
  // That no script comes before load is checked for every page in scripts-off.spec.ts.
  test("runs no app JavaScript, and the filter's code (a few KB) comes after load by itself", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/insights");
    await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
    await expect(page.locator("[data-island=talk-filter][data-island-started]")).toHaveCount(1);
    expect(scripts).toEqual(["/islands/talk-filter.js"]);
  });

  test("the first tap is never lost: with the filter's code held back (a slow network), a chip and Apply Filters tapped before it came are applied once it runs", async ({
    page,
  }) => {
    const release = await openWithIslandHeld(page, "/insights", "talk-filter");
    const trigger = page.locator("[data-slot=filter-trigger]");
    await trigger.click();
    const panel = page.getByRole("dialog", { name: "Filter talks" });
    // The platform's popover and checkboxes work before any code.
    await expect(panel).toBeVisible();
    await chip(panel, "English").click();
    await expect(chip(panel, "English")).not.toBeChecked();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    // The submit waits for the code rather than loading a page.
    await expect(cards(page)).toHaveCount(ALL);
    await expect(page).toHaveURL(/\/insights$/);
    await release();
    await expect(panel).toBeHidden();
    const expected = talks.filter((talk) => talk.language === "Indonesian");
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByText(`Showing ${expected.length} of ${ALL} talks`)).toBeVisible();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/\/insights\?language=Indonesian$/);
  });

  test("the filter works on its first tap on a throttled network (slow 4G)", async ({ page }) => {
    // Pages and code come at 1.6 Mbit/s: more time than a test on a fast network.
    test.slow();
    const unthrottle = await throttleToSlow4G(page);
    // Tapped as soon as the filter is in the page, its code asked for by that first tap (or once the page is
    // idle after load) and usually still on its way: the fixture's goto waits for more than the page's first
    // bytes (the test with the code held back above makes sure of that order).
    await page.mainFrame().goto("/insights", { waitUntil: "commit" });
    const trigger = page.locator("[data-slot=filter-trigger]");
    const badge = trigger.locator("[data-slot=filter-trigger-badge]");
    await trigger.click();
    const panel = page.getByRole("dialog", { name: "Filter talks" });
    await chip(panel, "English").click();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    // Applied in place (SPEC §4: the list changes on Apply), not by a page the server sends: the panel
    // closes and focus is back on the filter button, the applied filter in the address.
    const expected = talks.filter((talk) => talk.language === "Indonesian");
    await expect(panel).toBeHidden(SLOW_4G_CODE_WAIT);
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByText(`Showing ${expected.length} of ${ALL} talks`)).toBeVisible();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/\/insights\?language=Indonesian$/);
    await expect(badge).toBeHidden();
    await expect(trigger).toHaveAccessibleName("Filters, no unapplied changes");
    // The badge counts a chip changed against the applied filter; the list waits for Apply.
    await trigger.click();
    await chip(panel, "English").click();
    await expect(badge).toHaveText("1");
    await expect(trigger).toHaveAccessibleName("Filters, 1 unapplied change");
    await expect(cards(page)).toHaveCount(expected.length);
    await unthrottle();
  });

  test("Clear tapped before the filter's code came is kept too: once it runs, no talk matches and the empty state shows", async ({
    page,
  }) => {
    const release = await openWithIslandHeld(page, "/insights", "talk-filter");
    await page.locator("[data-slot=filter-trigger]").click();
    const panel = page.getByRole("dialog", { name: "Filter talks" });
    await panel.getByRole("button", { name: "Clear" }).click();
    await expect(cards(page)).toHaveCount(ALL);
    await release();
    // Clear leaves the panel open (the tap that opened it is not replayed: the browser had done that).
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No insights found" })).toBeVisible();
  });

  test("a filter in the address (?topics=UX+Research) shows the filtered list once the page has loaded, with its chips ticked", async ({
    page,
  }) => {
    await page.goto("/insights?topics=UX+Research");
    const expected = talks.filter((talk) => talk.topics.includes("UX Research"));
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByText(`Showing ${expected.length} of ${ALL} talks`)).toBeVisible();
    const trigger = page.locator("[data-slot=filter-trigger]");
    await expect(trigger.locator("[data-slot=filter-trigger-badge]")).toBeHidden();
    await trigger.click();
    const panel = page.getByRole("dialog", { name: "Filter talks" });
    await expect(panel.locator("label:has(input:checked)")).toHaveText(["English", "Indonesian", "UX Research"]);
    await expect(panel.getByText(`${expected.length} of ${ALL}`)).toBeVisible();
    await expect(page).toHaveURL(/\/insights\?topics=UX\+Research$/);
  });

  test.describe("when the filter's code cannot load", () => {
    // The shell says so, and the browser logs the failed fetch (one pattern: an array of two would read as an option tuple).
    test.use({ allowedConsoleErrors: [/The code of talk-filter could not load|Failed to load resource/] });

    test("Apply Filters sends the form: the next page shows the filter once its code loads there", async ({ page }) => {
      // The code fails on the first page only.
      await page.route("**/islands/talk-filter.js", (route) =>
        new URL(route.request().frame().url()).search ? route.continue() : route.abort(),
      );
      await page.goto("/insights");
      const panel = page.getByRole("dialog", { name: "Filter talks" });
      await page.locator("[data-slot=filter-trigger]").click();
      await chip(panel, "Indonesian").click();
      await chip(panel, "ResearchOps").click();
      await panel.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(
        /\/insights\?applied=1&language=English&topics=Mental\+Health&topics=Career\+Development/,
      );
      const expected = talks.filter(
        (talk) => talk.language === "English" && talk.topics.some((topic) => topic !== "ResearchOps"),
      );
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(page.locator("[data-slot=filter-trigger-badge]")).toBeHidden();
    });
  });

  test("zero axe violations with the filter panel open and a change unapplied", async ({ page }) => {
    // axe reads colours, which the cards' entrance animation would catch half-way.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/insights");
    await page.locator("[data-slot=filter-trigger]").click();
    const panel = page.getByRole("dialog", { name: "Filter talks" });
    await expect(panel).toBeVisible();
    await chip(panel, "Mental Health").click();
    await expect(page.locator("[data-slot=filter-trigger-badge]")).toHaveText("1");
    expect(await axeViolations(page)).toEqual([]);
  });
});
