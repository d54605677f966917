import type { Page } from "@playwright/test";
import { talks } from "../../content/talks";
import { TALK_LANGUAGES, TALK_TOPICS } from "../../model/content/talk-options";
import { axeViolations, scrollThrough } from "./axe";
import { cardById, summaryOf } from "./cards";
import { backgroundOf, computedColour } from "./css";
import { afterNextPaints, expect, test } from "./fixtures";

// Design system, part 2: the cards, collapsible and floating-popover
// showcase pages; keyboard use of the expandable cards (native <details>) and the
// floating popovers; single-open groups; the referral code's 'Copied!'.

/** The owner's talks (content/talks.ts) the demo filters: counted, so adding a talk fails no test. */
const ALL_TALKS = talks.length;
const ALL_CHIPS = TALK_LANGUAGES.length + TALK_TOPICS.length;

const pages = [
  ["cards", "Cards", ">"],
  ["collapsible", "Collapsible Card System", "/"],
  ["floating-popover", "Floating Popover", ">"],
] as const;

test.describe("part 2 showcase pages render cleanly", () => {
  // The cards page shows a recommendation whose picture fails on purpose (fallback demo): the browser logs its 404.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const [slug, name, separator] of pages) {
    test(`/components/${slug}: breadcrumb, hero, demos, no console errors, zero axe violations`, async ({ page }) => {
      await page.goto(`/components/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByRole("navigation", { name: "Breadcrumb", exact: true })).toHaveText(
        new RegExp(`Home\\s*\\${separator}\\s*Components\\s*\\${separator}\\s*${name}`),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
      await expect(page.locator('[data-slot="demo-section"]').first()).toBeVisible();
      await scrollThrough(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("collapsible page with cards open: zero axe violations", async ({ page }) => {
    // Three cards open on the showcase's longest page, scrolled through and checked by axe: it took 31 s once
    // on a busy machine, over the default 30.
    test.slow();
    await page.goto("/components/collapsible");
    await page.locator("summary", { hasText: "Every field at once" }).click();
    await page.locator("summary", { hasText: "UX Research Lead" }).click();
    await page.locator("summary", { hasText: "Hiring / Consulting" }).click();
    await expect(page.getByRole("button", { name: "Collapse section", exact: true }).first()).toBeVisible();
    await scrollThrough(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("floating-popover page with each panel open: zero axe violations", async ({ page }) => {
    await page.goto("/components/floating-popover");
    const toolbar = page.getByRole("toolbar", { name: "Page tools" });
    for (const [trigger, title] of [
      [/^Navigate$/, "Navigate"],
      [/^Filter,/, "Filter talks"],
      [/^Quick actions$/, "Quick actions"],
    ] as const) {
      await toolbar.getByRole("button", { name: trigger }).click();
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });

  test("cards page with a recommendation's sections open: zero axe violations", async ({ page }) => {
    await page.goto("/components/cards");
    const kettle = page.locator("[data-slot=recommendation-card]").filter({ hasText: "Gooseneck kettle" });
    await kettle.locator("summary", { hasText: "My take" }).click();
    await kettle.locator("summary", { hasText: "Get it" }).click();
    await expect(kettle.getByText("SEKAR10")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("expandable cards (native details)", () => {
  const faq = (page: Page) => page.locator("#expandable-card-faq");

  test("keyboard only: arrows, Home and End move between cards; Enter and Space open and close", async ({ page }) => {
    await page.goto("/components/collapsible");
    const cards = faq(page).locator("details");
    const triggers = cards.locator(":scope > summary");
    await expect(triggers).toHaveCount(3);
    await triggers.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(triggers.nth(2)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(triggers.nth(2)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(triggers.nth(0)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(cards.nth(0)).toHaveJSProperty("open", true);
    const answer = faq(page).getByText("Google Docs, Google Slides and Notion.");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(cards.nth(0)).toHaveJSProperty("open", false);
    await expect(answer).toBeHidden();

    // Tab reaches the content's link only while the card is open.
    await page.keyboard.press("End");
    await expect(triggers.nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cards.nth(2)).toHaveJSProperty("open", true);
    const link = faq(page).getByRole("link", { name: "Get in touch" });
    await expect(link).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
  });

  test("one card open at a time: opening another closes the first, clicking the open one closes it", async ({
    page,
  }) => {
    await page.goto("/components/collapsible");
    const first = cardById(page, "demo-faq-format");
    const second = cardById(page, "demo-faq-payment");
    await summaryOf(first).click();
    await expect(first).toHaveJSProperty("open", true);
    await summaryOf(second).click();
    await expect(second).toHaveJSProperty("open", true);
    await expect(first).toHaveJSProperty("open", false);
    await expect(faq(page).getByText("Google Docs, Google Slides and Notion.")).toBeHidden();
    await summaryOf(second).click();
    await expect(second).toHaveJSProperty("open", false);
    await expect(faq(page).locator("details[open]")).toHaveCount(0);
  });

  test("'Collapse all' and the sticky 'Collapse section' button close the open card", async ({ page }) => {
    await page.goto("/components/collapsible");
    const demo = page.locator("#expandable-card-default");
    const longCard = cardById(page, "demo-default-long");
    const long = summaryOf(longCard);
    await long.click();
    const collapse = demo.getByRole("button", { name: "Collapse section", exact: true });
    await expect(collapse).toBeVisible();
    // Scrolled halfway through the long card, the button is still on screen.
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(collapse).toBeInViewport();
    await collapse.click();
    await expect(longCard).toHaveJSProperty("open", false);
    await expect(long).toBeFocused();
    await expect(long).toBeInViewport();

    await summaryOf(cardById(page, "demo-default-short")).click();
    await expect(demo.locator("details[open]")).toHaveCount(1);
    await demo.getByRole("button", { name: "Collapse all" }).click();
    await expect(demo.locator("details[open]")).toHaveCount(0);
  });

  test("a card opened from outside (chips standing in for hash links) opens and is in view", async ({ page }) => {
    await page.goto("/components/collapsible");
    const demo = page.locator("#expandable-card-controlled");
    await demo.getByRole("group", { name: "Open a card" }).getByRole("button", { name: "Brands" }).click();
    await expect(cardById(page, "demo-open-brands")).toHaveJSProperty("open", true);
    await expect(cardById(page, "demo-open-brands")).toBeInViewport();
    await expect(demo.getByText("Open card: demo-open-brands")).toBeVisible();
    // Clicking the card itself still works and tells the page.
    await summaryOf(cardById(page, "demo-open-events")).click();
    await expect(demo.getByText("Open card: demo-open-events")).toBeVisible();
    await expect(cardById(page, "demo-open-brands")).toHaveJSProperty("open", false);
  });

  test("expand and collapse take 300 ms, and no time with reduced motion", async ({ page }) => {
    await page.goto("/components/collapsible");
    const card = cardById(page, "demo-faq-format");
    const transition = () =>
      card.evaluate((details) => {
        const style = getComputedStyle(details, "::details-content");
        return `${style.transitionProperty} ${style.transitionDuration}`;
      });
    expect(await transition()).toMatch(/^height, content-visibility 0\.3s/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await transition()).toMatch(/^none/);
  });

  test("a closed card's words are not laid out, and stay drawn while the card collapses", async ({ page }) => {
    await page.goto("/components/collapsible");
    const card = cardById(page, "demo-faq-format");
    const answer = card.getByText("Google Docs, Google Slides and Notion.");
    const contentVisibility = () =>
      card.evaluate((details) => getComputedStyle(details, "::details-content").contentVisibility);
    // The page's first layout skips every closed card's body.
    expect(await contentVisibility()).toBe("hidden");
    await summaryOf(card).click();
    await expect(answer).toBeVisible();
    expect(await contentVisibility()).toBe("visible");
    // A minute-long collapse, to look at it midway: the words are still drawn.
    await page.addStyleTag({ content: "details::details-content { transition-duration: 60s !important }" });
    await summaryOf(card).click();
    await expect(card).toHaveJSProperty("open", false);
    expect(await contentVisibility()).toBe("visible");
    expect(await answer.evaluate((element) => element.checkVisibility())).toBe(true);
  });

  test("the contact card copies its address with 'Copied email to clipboard!'", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/components/collapsible");
    await summaryOf(cardById(page, "demo-contact-hiring")).click();
    await cardById(page, "demo-contact-hiring").getByRole("button", { name: "Copy email" }).click();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Copied email to clipboard!"),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("hiring@sekar-wulandari.example");
  });
});

test.describe("floating popovers (native popovers)", () => {
  test("keyboard only: open, Tab inside, Escape closes and focus returns to the trigger", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (message) => logs.push(message.text()));
    await page.goto("/components/floating-popover");
    const toolbar = page.getByRole("toolbar", { name: "Page tools" });
    const navigate = toolbar.getByRole("button", { name: "Navigate" });
    await navigate.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Navigate" });
    // The trigger's expanded state is the browser's own (tests/e2e/native-popovers.spec.ts reads it).
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Overview" })).toBeFocused();
    await afterNextPaints(page);
    await expect(panel.getByRole("button", { name: "Overview" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Templates" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(navigate).toBeFocused();

    // Arrow keys move along the toolbar; Enter on an entry runs it and closes the panel.
    // Radix moves roving focus in a timeout, so each press waits for the move before the next.
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: /^Filter,/ })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    const quick = toolbar.getByRole("button", { name: "Quick actions" });
    await expect(quick).toBeFocused();
    await page.keyboard.press("Enter");
    const actions = page.getByRole("dialog", { name: "Quick actions" });
    await expect(actions).toBeVisible();
    await expect(actions.getByRole("button", { name: "Save to favorites" })).toBeFocused();
    await afterNextPaints(page);
    await page.keyboard.press("Tab");
    await expect(actions.getByRole("button", { name: "Share link" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(actions).toBeHidden();
    await expect(quick).toBeFocused();
    expect(logs).toContain("Demo action: Share link");
  });

  test("a click outside closes a panel", async ({ page }) => {
    await page.goto("/components/floating-popover");
    await page.getByRole("toolbar", { name: "Page tools" }).getByRole("button", { name: "Quick actions" }).click();
    await expect(page.getByRole("dialog", { name: "Quick actions" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the filter menu: the badge counts unselected filters; Clear and Apply Filters", async ({ page }) => {
    await page.goto("/components/floating-popover");
    const toolbar = page.getByRole("toolbar", { name: "Page tools" });
    await expect(toolbar.getByRole("button", { name: "Filter, 0 filters unselected" })).toBeVisible();
    await toolbar.getByRole("button", { name: /^Filter,/ }).click();
    const panel = page.getByRole("dialog", { name: "Filter talks" });
    // The toolbar sits near the screen's bottom edge: the panel opens on the side with room, not as a sliver.
    await expect.poll(async () => (await panel.boundingBox())?.height ?? 0).toBeGreaterThan(300);
    // The chips are checkboxes (the FilterForm the store and talk filters use), all ticked at first.
    await expect(panel.getByRole("group", { name: "Language" }).getByRole("checkbox", { checked: true })).toHaveCount(
      2,
    );
    await expect(panel.getByRole("group", { name: "Language" }).locator("label")).toHaveText([...TALK_LANGUAGES]);
    await expect(panel.getByRole("group", { name: "Topics" }).locator("label")).toHaveText([...TALK_TOPICS]);
    await expect(panel.getByRole("status")).toHaveText(`${ALL_TALKS} of ${ALL_TALKS} talks`);
    await panel.getByRole("checkbox", { name: "Indonesian" }).click();
    await expect(panel.getByRole("checkbox", { name: "Indonesian" })).not.toBeChecked();
    await expect(toolbar.getByRole("button", { name: "Filter, 1 filter unselected" })).toBeVisible();
    await expect(toolbar.locator("[data-slot=filter-trigger-badge]")).toHaveText("1");
    await expect(panel.getByRole("status")).not.toHaveText(`${ALL_TALKS} of ${ALL_TALKS} talks`);
    await panel.getByRole("button", { name: "Clear" }).click();
    await expect(toolbar.getByRole("button", { name: `Filter, ${ALL_CHIPS} filters unselected` })).toBeVisible();
    await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect(panel.getByRole("status")).toHaveText(`0 of ${ALL_TALKS} talks`);
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(panel).toBeHidden();
  });

  test("the close button closes the controlled panel and returns focus", async ({ page }) => {
    // Without smooth scrolling: under load, the page could still be scrolling (smoothly) to the trigger while the
    // panel opened, so the click aimed at Close landed inside the moving panel (two full runs, mobile).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/components/floating-popover");
    const trigger = page.getByRole("button", { name: "Controlled panel" });
    const panel = page.getByRole("dialog", { name: "Controlled panel" });
    await page.getByRole("button", { name: "Open from outside" }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await trigger.click();
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("cards page", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("the referral code's Copy button says 'Copied!' for 2 seconds and copies the code", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/components/cards");
    const kettle = page.locator("[data-slot=recommendation-card]").filter({ hasText: "Gooseneck kettle" });
    await kettle.locator("summary", { hasText: "Get it" }).click();
    await kettle.getByRole("button", { name: "Copy" }).click();
    await expect(kettle.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("SEKAR10");
    await expect(kettle.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4000 });
  });

  test("the broken recommendation image falls back to its icon", async ({ page }) => {
    await page.goto("/components/cards");
    const card = page.locator("[data-slot=recommendation-card]").filter({ hasText: "Offline maps app" });
    // The picture is lazy: it is fetched (and fails) once the card is near the screen.
    await card.scrollIntoViewIfNeeded();
    // Marked by the shell's head script, whatever the page's scripts; CSS swaps the picture for the icon.
    const media = card.locator("[data-slot=recommendation-media]");
    await expect(media).toHaveAttribute("data-image-failed");
    await expect(media.locator("[data-slot=recommendation-media-fallback] svg")).toBeVisible();
    // The picture leaves the screen (screen readers keep its description).
    expect(await media.locator("img").evaluate((image) => image.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    // The icon stands on the card's colour.
    expect(await backgroundOf(media)).toBe(await computedColour(page, "hsl(190 60% 90%)"));
    // A picture that loads shows, and its fallback icon does not.
    const kettle = page.locator("[data-slot=recommendation-card]").filter({ hasText: "Gooseneck kettle" });
    await kettle.scrollIntoViewIfNeeded();
    await expect(kettle.getByRole("img", { name: /kettle/i })).toBeVisible();
    await expect(kettle.locator("[data-slot=recommendation-media-fallback] svg")).toBeHidden();
  });

  test("each CTA block is drawn on its background colour", async ({ page }) => {
    await page.goto("/components/cards");
    const blocks = page.locator("#cta-block-backgrounds [data-slot=cta-block]");
    await expect(blocks.first()).toBeVisible();
    for (const block of await blocks.all()) {
      const background = await block.getAttribute("data-background");
      expect(await backgroundOf(block), background ?? "").toBe(
        await computedColour(page, `var(--color-bg-${background})`),
      );
    }
  });

  test("a category card's icon tile takes the category's colour", async ({ page }) => {
    await page.goto("/components/cards");
    const card = page.locator("#content-card-layouts [data-slot=content-card]").filter({ hasText: "Coffee at home" });
    expect(await backgroundOf(card.locator("[data-slot=content-card-icon]"))).toBe(
      await computedColour(page, "hsl(32 70% 90%)"),
    );
  });

  test("the CTA e-mail form needs an address, hands it over and clears", async ({ page }) => {
    await page.goto("/components/cards");
    const demo = page.locator("#cta-block-email-form");
    const field = demo.getByRole("textbox", { name: "Email address" });
    await demo.getByRole("button", { name: "Subscribe" }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await field.fill("not-an-address");
    await demo.getByRole("button", { name: "Subscribe" }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await field.fill("reader@example.com");
    await field.press("Enter");
    await expect(demo.getByRole("status")).toHaveText("Handed to the handler: reader@example.com");
    await expect(field).toHaveValue("");
  });

  test("content cards: the whole card is one link; description links show their URL", async ({ page }) => {
    await page.goto("/components/cards");
    const demo = page.locator("#content-card-layouts");
    const caseStudy = demo.getByRole("link", { name: /Hiring researchers when nobody knows/ });
    await expect(caseStudy).toHaveAttribute("target", "_blank");
    await expect(caseStudy).toHaveAttribute("rel", "noopener noreferrer");
    await expect(demo.getByRole("link", { name: "https://medium.com/@sekar-wulandari-example" }).first()).toBeVisible();
    await expect(demo.getByRole("link", { name: "Coffee at home" })).toHaveAttribute(
      "href",
      "/inspirations/guide/coffee-gear",
    );
  });
});
