import { type Page, test as plainTest } from "@playwright/test";
import { axeViolations } from "./axe";
import { afterNextPaints, expect, holdRequests, openWithScriptsHeld, test } from "./fixtures";

// every expandable thing is a <details>, so it opens and closes with
// JavaScript off, while the scripts are still on their way, and after hydration,
// with the same role, name and state in the browser's accessibility tree.

type Control = {
  name: string;
  url: string;
  /** A CSS selector of the <details> (plain CSS: the accessibility check queries it through the DevTools protocol). */
  details: string;
  /** Its summary's accessible name. */
  label: string;
  /** Opens the page with the control's code held back; its release resolves once the code runs. The app's scripts unless given. */
  hold?: (page: Page, url: string) => Promise<() => Promise<void>>;
};

const DISCLOSURE_KEYS = "**/islands/disclosure-group.js";

/**
 * Opens `url`, a page without the app's scripts, with the code of its groups' arrow keys (the island
 * disclosure-group, which marks nothing when it starts) held back; its release resolves once that
 * code has come and run. The code is asked for when the visitor first reaches into a group.
 */
async function openWithDisclosureKeysHeld(page: Page, url: string): Promise<() => Promise<void>> {
  const release = await holdRequests(page, DISCLOSURE_KEYS);
  await page.goto(url);
  return async () => {
    const loaded = page.waitForResponse(DISCLOSURE_KEYS);
    release();
    await loaded;
    await afterNextPaints(page);
  };
}

const controls: Control[] = [
  {
    name: "expandable card",
    url: "/components/collapsible",
    details: "details:has(> #demo-default-short)",
    label: "A short card Opening it closes the others",
  },
  {
    name: "FAQ item",
    // A page without the app's scripts: the arrow keys between the FAQ items are an island.
    url: "/solutions",
    details: "#faq-section details:has(> #faq-format-what)",
    label: "What do I get when I buy a template?",
    hold: openWithDisclosureKeysHeld,
  },
  {
    name: "recommendation card's 'My take'",
    url: "/components/cards",
    details: "[data-slot=recommendation-card] details",
    label: "My take",
  },
  {
    name: "recommendation card's 'Get it'",
    url: "/components/cards",
    details: "[data-slot=recommendation-card] details + details",
    label: "Get it",
  },
  {
    name: "collapsible showcase's disclosure",
    url: "/components/collapsible",
    details: "#disclosure-group details",
    label: "What is it made of?",
  },
];

/** Role, name and expanded state of the element as the browser exposes them to assistive technology. */
async function accessibleState(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  const node = nodes[0];
  const expanded = node?.properties?.find((property) => property.name === "expanded")?.value.value;
  return { role: node?.role?.value, name: node?.name?.value, expanded };
}

/** Opens and closes the control by click and by Enter, checking what assistive technology is told. */
async function opensAndCloses(page: Page, control: Control) {
  const details = page.locator(control.details).first();
  const summary = details.locator(":scope > summary");
  const content = details.locator(":scope > summary ~ *").last();
  const summarySelector = `${control.details} > summary`;
  await expect(details).toHaveJSProperty("open", false);
  await expect(content).toBeHidden();
  expect(await accessibleState(page, summarySelector)).toEqual({
    role: expect.stringMatching(/^DisclosureTriangle/),
    name: control.label,
    expanded: false,
  });
  await summary.click();
  await expect(details).toHaveJSProperty("open", true);
  await expect(content).toBeVisible();
  expect(await accessibleState(page, summarySelector)).toMatchObject({ name: control.label, expanded: true });
  await summary.click();
  await expect(details).toHaveJSProperty("open", false);
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(details).toHaveJSProperty("open", true);
  await page.keyboard.press("Enter");
  await expect(details).toHaveJSProperty("open", false);
}

async function jobAnchor(page: Page): Promise<string> {
  const id = await page.locator("#professional-journey details > span[id^='job-']").nth(1).getAttribute("id");
  if (!id) throw new Error("no job anchor");
  return id;
}

plainTest.describe("with JavaScript off", () => {
  plainTest.use({ javaScriptEnabled: false });

  for (const control of controls) {
    plainTest(`the ${control.name} opens and closes`, async ({ page }) => {
      await page.goto(control.url);
      await opensAndCloses(page, control);
    });
  }

  plainTest("an FAQ group keeps one item open", async ({ page }) => {
    await page.goto("/solutions");
    const first = page.locator("details:has(> #faq-format-what)");
    const second = page.locator("details:has(> #faq-format-license)");
    await first.locator(":scope > summary").click();
    await second.locator(":scope > summary").click();
    await expect(second).toHaveJSProperty("open", true);
    await expect(first).toHaveJSProperty("open", false);
  });

  plainTest("/contact#events opens the Event invitations card and shows it", async ({ page }) => {
    await page.goto("/contact#events");
    const card = page.locator("details:has(> #events)");
    await expect(card).toHaveJSProperty("open", true);
    await expect(card.getByRole("link", { name: "events@sekar-wulandari.example" })).toBeInViewport();
  });

  plainTest("a job anchor opens that job's card and shows it", async ({ page }) => {
    await page.goto("/experiences");
    const id = await jobAnchor(page);
    await page.goto("about:blank");
    await page.goto(`/experiences#${id}`);
    const card = page.locator(`details:has(> #${id})`);
    await expect(card).toHaveJSProperty("open", true);
    await expect(card.locator(":scope > summary")).toBeInViewport();
  });
});

plainTest.describe("while the scripts are held back", () => {
  for (const control of controls) {
    plainTest(`the ${control.name} opens and closes, and hydration keeps what the visitor opened`, async ({ page }) => {
      const releaseScripts = await (control.hold ?? openWithScriptsHeld)(page, control.url);
      await opensAndCloses(page, control);
      const details = page.locator(control.details).first();
      await details.locator(":scope > summary").click();
      await expect(details).toHaveJSProperty("open", true);
      expect(await axeViolations(page, control.details)).toEqual([]);
      const before = await accessibleState(page, `${control.details} > summary`);
      await releaseScripts();
      await expect(details).toHaveJSProperty("open", true);
      expect(await accessibleState(page, `${control.details} > summary`)).toEqual(before);
      expect(await axeViolations(page, control.details)).toEqual([]);
      await details.locator(":scope > summary").click();
      await expect(details).toHaveJSProperty("open", false);
    });
  }

  // /solutions runs no app JavaScript: the browser opens a <details> holding the address's fragment by itself.
  plainTest("/solutions#faq-format-license is open and stays open once the FAQ's code runs", async ({ page }) => {
    const releaseIsland = await openWithDisclosureKeysHeld(page, "/solutions#faq-format-license");
    const card = page.locator("details:has(> #faq-format-license)");
    await expect(card).toHaveJSProperty("open", true);
    await card.locator(":scope > summary").focus();
    await releaseIsland();
    await expect(card).toHaveJSProperty("open", true);
    await expect(card.locator("xpath=..").locator(":scope > details[open]")).toHaveCount(1);
  });

  plainTest("/solutions#faq-format-license brings the opened card into view with no script run", async ({ page }) => {
    const releaseIsland = await openWithDisclosureKeysHeld(page, "/solutions#faq-format-license");
    const card = page.locator("details:has(> #faq-format-license)");
    await expect(card).toHaveJSProperty("open", true);
    await expect(card.locator(":scope > summary")).toBeInViewport();
    await expect(card.locator("[data-slot=expandable-card-body]")).toBeInViewport();
    await expect(page.locator("html[data-scripts=none]")).toHaveCount(1);
    await card.locator(":scope > summary").focus();
    await releaseIsland();
  });
});

test.describe("after hydration", () => {
  // The cards page shows a recommendation whose picture fails on purpose (fallback demo).
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const control of controls) {
    test(`the ${control.name} opens and closes, axe finds nothing while open`, async ({ page }) => {
      await page.goto(control.url);
      await opensAndCloses(page, control);
      await page.locator(`${control.details} > summary`).first().click();
      expect(await axeViolations(page, control.details)).toEqual([]);
    });
  }

  test("arrow keys, Home and End move between the cards of a group", async ({ page }) => {
    await page.goto("/solutions");
    const summaries = page.locator("#faq-section details:has(> [id^='faq-format-']) > summary");
    const island = page.waitForResponse(DISCLOSURE_KEYS);
    await summaries.first().focus();
    // The keys are the disclosure-group island's, loaded when focus first comes into the group (a person's
    // first key comes later than a test's).
    await island;
    await afterNextPaints(page);
    await page.keyboard.press("ArrowDown");
    await expect(summaries.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(summaries.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(summaries.first()).toBeFocused();
  });

  test("a job link from elsewhere opens that job's card and brings it into view", async ({ page }) => {
    await page.goto("/experiences");
    const id = await jobAnchor(page);
    await page.goto("/contact");
    await page.goto(`/experiences#${id}`);
    const card = page.locator(`details:has(> #${id})`);
    await expect(card).toHaveJSProperty("open", true);
    await expect(card.locator(":scope > summary")).toBeInViewport();
  });

  // /contact, which runs no app JavaScript, has its own in contact.spec.ts.
  test("a hash change on the page opens the named card", async ({ page }) => {
    await page.goto("/solutions");
    await page.evaluate(() => {
      window.location.hash = "faq-format-license";
    });
    await expect(page.locator("details:has(> #faq-format-license)")).toHaveJSProperty("open", true);
  });
});
