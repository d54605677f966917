import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { cardById, summaryOf } from "./cards";
import { expectClickedForTwoSeconds, recordClickedState } from "./clicked-state";
import {
  afterNextPaints,
  expect,
  holdRequests,
  pageWithoutJavaScript,
  SLOW_4G_CODE_WAIT,
  test,
  throttleToSlow4G,
} from "./fixtures";

const ids = ["hiring", "brands", "events", "mentorship"] as const;
const card = cardById;
const trigger = (page: Page, id: string) => summaryOf(card(page, id));
const GENERAL = "hello@sekar-wulandari.example";
const copyButton = (page: Page) =>
  page.getByRole("region", { name: "Stay in touch" }).getByRole("button", { name: `Copy ${GENERAL}` });
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" }).getByRole("listitem");

test.describe("contact (SPEC §2 Contact)", () => {
  test("breadcrumb, heading and subheading", async ({ page }) => {
    await page.goto("/contact");
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's keep it human.");
    await expect(page.getByText("Get in touch", { exact: true })).toBeVisible();
    await crumb.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("four cards, none open; one open at a time; the first three show their address, Mentorship none", async ({
    page,
  }) => {
    await page.goto("/contact");
    for (const id of ids) await expect(card(page, id)).toHaveJSProperty("open", false);
    const emails: Record<string, string | null> = {
      hiring: "hiring@sekar-wulandari.example",
      brands: "brands@sekar-wulandari.example",
      events: "events@sekar-wulandari.example",
      mentorship: null,
    };
    for (const id of ids) {
      await trigger(page, id).click();
      await expect(card(page, id)).toHaveJSProperty("open", true);
      for (const other of ids.filter((o) => o !== id)) await expect(card(page, other)).toHaveJSProperty("open", false);
      const mail = card(page, id).locator('a[href^="mailto:"]');
      if (emails[id]) await expect(mail).toHaveAttribute("href", `mailto:${emails[id]}`);
      else await expect(mail).toHaveCount(0);
    }
    await trigger(page, "mentorship").click();
    await expect(card(page, "mentorship")).toHaveJSProperty("open", false);
  });

  test("descriptions link inside the site to /experiences, /inspirations, /insights, /solutions", async ({ page }) => {
    await page.goto("/contact");
    const hrefs = await page
      .locator("[data-slot=expandable-card-content] a:not([href^=mailto])")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(new Set(["/experiences", "/solutions", "/inspirations", "/insights"]));
    await trigger(page, "hiring").click();
    await card(page, "hiring").getByRole("link", { name: "experiences" }).click();
    await expect(page).toHaveURL(/\/experiences$/);
  });

  for (const id of ids) {
    test(`#${id} on arrival opens that card and scrolls to it`, async ({ page }) => {
      await page.goto(`/contact#${id}`);
      await expect(card(page, id)).toHaveJSProperty("open", true);
      await expect(card(page, id)).toBeInViewport();
    });
  }

  test("a hash change on the page opens the other card and scrolls to it after 300 ms", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto("/contact#hiring");
    await expect(card(page, "hiring")).toHaveJSProperty("open", true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => {
      window.location.hash = "mentorship";
    });
    await expect(card(page, "mentorship")).toHaveJSProperty("open", true);
    await expect(card(page, "hiring")).toHaveJSProperty("open", false);
    await expect(card(page, "mentorship")).toBeInViewport();
    // It lands at the card's top, below the sticky top bar (its scroll margin), not past it: the
    // browser's own scroll is taken while the card that closes still holds its height.
    const settledTop = () =>
      card(page, "mentorship").evaluate(async (element) => {
        // Read once the page has stopped scrolling for half a second: both scrolls are then done.
        let lastY = Number.NaN;
        let stillSince = performance.now();
        while (performance.now() - stillSince < 500) {
          await new Promise(requestAnimationFrame);
          if (scrollY !== lastY) [lastY, stillSince] = [scrollY, performance.now()];
        }
        return element.getBoundingClientRect().top;
      });
    await expect.poll(settledTop).toBeGreaterThanOrEqual(48);
    expect(await settledTop()).toBeLessThan(150);
  });

  test("Stay in touch: Copy puts the general address on the clipboard and confirms 'Copied to clipboard!'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    const section = page.getByRole("region", { name: "Stay in touch" });
    await expect(section.getByRole("link", { name: "hello@sekar-wulandari.example" })).toHaveAttribute(
      "href",
      "mailto:hello@sekar-wulandari.example",
    );
    await section.getByRole("button", { name: "Copy hello@sekar-wulandari.example" }).click();
    await expect(page.getByText("Copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("hello@sekar-wulandari.example");
  });

  test("Copy shows 'Copied' with a check mark for 2 seconds and tells screen readers, then reverts", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    const reverted = await recordClickedState(copyButton(page), "[data-slot=copy-text-status]");
    await copyButton(page).click();
    await expect(toasts(page)).toHaveText(["Copied to clipboard!"]);
    expectClickedForTwoSeconds(await reverted(), { text: "Copied", status: "Copied" });
    await expect(copyButton(page)).toHaveText("Copy", { useInnerText: true });
    await expect(toasts(page)).toHaveCount(0, { timeout: 4000 });
  });

  test("axe finds nothing while Copy's toast shows", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    await copyButton(page).click();
    await expect(toasts(page)).toHaveText(["Copied to clipboard!"]);
    // Once the toast has slid in, as a reader sees it.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    expect(await axeViolations(page)).toEqual([]);
  });

  test("with the keyboard alone: Tab to Copy and Enter copies", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    await page.getByRole("region", { name: "Stay in touch" }).getByRole("link", { name: GENERAL }).focus();
    await page.keyboard.press("Tab");
    await expect(copyButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toasts(page)).toHaveText(["Copied to clipboard!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(GENERAL);
  });

  test("arrow keys, Home and End move between the cards once focus is in them", async ({ page }) => {
    await page.goto("/contact");
    const island = page.waitForResponse("**/islands/disclosure-group.js");
    await trigger(page, "hiring").focus();
    // The keys' code loads when focus first enters the cards (a person's first key comes later than a test's).
    await island;
    await afterNextPaints(page);
    await page.keyboard.press("ArrowDown");
    await expect(trigger(page, "brands")).toBeFocused();
    await page.keyboard.press("End");
    await expect(trigger(page, "mentorship")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(trigger(page, "hiring")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(trigger(page, "hiring")).toBeFocused();
    for (const id of ids) await expect(card(page, id)).toHaveJSProperty("open", false);
  });

  test("the three profiles open in a new tab", async ({ page }) => {
    await page.goto("/contact");
    const profiles = page.getByRole("list", { name: "Profiles" }).getByRole("link");
    expect(await profiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "https://www.linkedin.com/in/sekar-wulandari-example",
      "https://medium.com/@sekar-wulandari-example",
      "https://www.instagram.com/sekar.wulandari.example",
    ]);
    for (const link of await profiles.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("with JavaScript off every card opens and its words and links are readable", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    for (const address of ["hiring", "brands", "events"]) {
      await trigger(page, address).click();
      await expect(page.getByRole("link", { name: `${address}@sekar-wulandari.example` })).toBeVisible();
    }
    await trigger(page, "mentorship").click();
    await expect(page.getByText("After 2,300+ minutes of mentoring", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@sekar-wulandari.example" })).toBeVisible();
    await context.close();
  });
});

// The page runs no app JavaScript (decision 029): what it does needs HTML, CSS and, for Copy
// and the arrow keys, a little code loaded when the visitor first reaches for them.
test.describe("contact without start scripts", () => {
  test("fetches no script before load, and marks its document as running none", async ({ page }) => {
    const scripts: string[] = [];
    let loaded = false;
    page.on("request", (request) => {
      if (!loaded && request.resourceType() === "script") scripts.push(request.url());
    });
    page.on("load", () => (loaded = true));
    await page.goto("/contact", { waitUntil: "load" });
    expect(scripts).toEqual([]);
    await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
    await expect(page.locator('link[rel="modulepreload"], script[src], script[type="module"]')).toHaveCount(0);
  });

  test("Copy's first tap copies while its code is still on a slow network", async ({ page, context }, testInfo) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const releaseCode = await holdRequests(page, "**/islands/copy-text.js");
    const asked: string[] = [];
    page.on("request", (request) => {
      // The cards' collapse buttons load their code when the browser is idle (expandable-card.js), not this.
      if (request.url().includes("/islands/copy-text")) asked.push(new URL(request.url()).pathname);
    });
    await page.goto("/contact");
    expect(asked, "no copy code before the visitor reaches for it").toEqual([]);
    if (testInfo.project.use.hasTouch) await copyButton(page).tap();
    else await copyButton(page).click();
    await expect.poll(() => asked).toEqual(["/islands/copy-text.js"]);
    // The tap waits for the code: nothing is copied yet.
    await afterNextPaints(page);
    await expect(copyButton(page)).toHaveAttribute("data-state", "idle");
    await expect(toasts(page)).toHaveCount(0);
    releaseCode();
    // First the button's 'Copied', which lasts 2 s; the toast stays longer.
    await expect(copyButton(page)).toHaveText("Copied", { useInnerText: true });
    await expect(toasts(page)).toHaveText(["Copied to clipboard!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(GENERAL);
    // Replayed once: one copy, one toast.
    await afterNextPaints(page);
    await expect(toasts(page)).toHaveCount(1);
  });

  test("Copy works on the first tap on a throttled network (slow 4G)", async ({ page, context }) => {
    // Pages and code come at 1.6 Mbit/s: more time than a test on a fast network.
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    const unthrottle = await throttleToSlow4G(page);
    await copyButton(page).click();
    await expect(toasts(page)).toHaveText(["Copied to clipboard!"], SLOW_4G_CODE_WAIT);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(GENERAL);
    await unthrottle();
  });

  test("a card taller than 400 px (SPEC §9) shows a sticky 'Collapse section', which closes it, focuses its trigger and brings it back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
    const hiring = card(page, "hiring");
    await trigger(page, "hiring").click();
    await expect(hiring).toHaveJSProperty("open", true);
    // Its code starts once the browser is idle, before the visitor touches the button.
    await expect(hiring.locator("[data-island=expandable-card][data-island-started]")).toHaveCount(1);
    const collapse = hiring.getByRole("button", { name: "Collapse section" });
    // The card's own words are shorter than 400 px here: no button.
    expect(
      await hiring.locator("[data-slot=expandable-card-body]").evaluate((body) => body.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(400);
    await expect(collapse).toBeHidden();
    // Longer words, as the owner may write them, make the body taller than the threshold.
    await hiring.locator("[data-slot=expandable-card-body]").evaluate((body) => {
      const more = document.createElement("p");
      more.textContent = "More about hiring. ".repeat(60);
      body.append(more);
    });
    await expect(collapse).toBeVisible();
    // Deep inside the card, its heading out of sight, the button stays on screen.
    await page.evaluate(() => {
      const body = document
        .querySelector("#hiring")
        ?.closest("details")
        ?.querySelector("[data-slot=expandable-card-body]");
      if (body)
        window.scrollTo({ top: body.getBoundingClientRect().bottom + window.scrollY - 500, behavior: "instant" });
    });
    await expect(trigger(page, "hiring")).not.toBeInViewport();
    await expect(collapse).toBeInViewport();
    await collapse.click();
    await expect(hiring).toHaveJSProperty("open", false);
    await expect(trigger(page, "hiring")).toBeFocused();
    await expect(trigger(page, "hiring")).toBeInViewport();
  });

  test("with JavaScript off the Copy button is hidden and the mail link stays", async ({ browser }) => {
    const page = await pageWithoutJavaScript(browser, "/contact");
    const section = page.getByRole("region", { name: "Stay in touch" });
    await expect(section.getByRole("link", { name: GENERAL })).toBeVisible();
    await expect(section.getByRole("link", { name: GENERAL })).toHaveAttribute("href", `mailto:${GENERAL}`);
    await expect(section.locator("[data-slot=copy-text] button")).toBeHidden();
    await expect(section.getByRole("button")).toHaveCount(0);
    await page.context().close();
  });
});
