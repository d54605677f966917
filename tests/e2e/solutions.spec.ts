import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { faqGroups } from "../../app/features/solutions/faq-groups";
import { expect, test } from "./fixtures";

// Solutions (SPEC §2, §4, §8, §9).

const SOLUTIONS_API = "**/api/sheets?api=solutions*";

const item = (name: string, price: number, type: string, topic: string, thumbnail: string, order: number) => ({
  "Item Name": name,
  "Intro (Short)": `About ${name}.`,
  "Price (USD)": price,
  Type: type,
  Topic: topic,
  "Thumbnail: File Name": thumbnail,
  "Store URL": `https://store.example/${encodeURIComponent(name)}`,
  Order: order,
});

// Deliberately out of Order.
const storeItems = [
  item("Gamma Deck", 24, "Google Slides", "UX Research", "findings-deck.svg", 3),
  item("Alpha Plan", 19, "Google Docs", "UX Research", "research-plan.svg", 1),
  item("Beta Repo", 29.5, "Notion", "ResearchOps", "", 2),
];

async function answerStore(page: Page, body: unknown) {
  await page.route(SOLUTIONS_API, (route) => route.fulfill({ json: body }));
}

const cards = (page: Page) => page.locator("[data-slot=store-item]");

async function openFilter(page: Page) {
  await page.getByRole("button", { name: /^Filters/ }).click();
  const panel = page.getByRole("dialog", { name: "Filter Content" });
  await expect(panel).toBeVisible();
  return panel;
}

test("hero 'Browse Solutions' scrolls to #store-section; the why section has three showcase items", async ({ page }) => {
  await page.goto("/solutions");
  await expect(page.locator("#why-section li")).toHaveCount(3);
  await page.getByRole("link", { name: "Browse Solutions" }).click();
  await expect(page).toHaveURL(/#store-section$/);
  await expect(page.locator("#store-section h2")).toBeInViewport();
});

test("store: sorted by Order, '$'+Price, thumbnail or placeholder, each item a new-tab link to its store page", async ({ page }) => {
  await answerStore(page, { items: storeItems });
  await page.goto("/solutions");
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).nth(0)).toContainText("Alpha Plan");
  await expect(cards(page).nth(1)).toContainText("Beta Repo");
  await expect(cards(page).nth(2)).toContainText("Gamma Deck");
  await expect(cards(page).nth(0)).toContainText("$19");
  await expect(cards(page).nth(1)).toContainText("$29.50");
  await expect(cards(page).nth(0).locator("img")).toHaveAttribute("src", "/assets/solutions/research-plan.svg");
  await expect(cards(page).nth(1).locator("img")).toHaveAttribute("src", "/placeholder.svg");
  const link = cards(page).nth(0).getByRole("link");
  await expect(link).toHaveAttribute("href", "https://store.example/Alpha%20Plan");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("store grid has 1, 2 and 3 columns by screen size", async ({ page }) => {
  await answerStore(page, { items: storeItems });
  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1366, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/solutions");
    const tracks = await page
      .getByTestId("store-grid")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(tracks, `${width}px`).toBe(columns);
  }
});

test.describe("store failures show no message (SPEC §8)", () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  for (const [name, answer] of [
    ["an HTTP error", { status: 500, body: "broken" }],
    ["an answer without items", { json: { rows: [] } }],
  ] as const) {
    test(`after ${name} the list is empty, with no error text`, async ({ page }) => {
      await page.route(SOLUTIONS_API, (route) => route.fulfill(answer));
      await page.goto("/solutions");
      await expect(cards(page)).toHaveCount(0, { timeout: 20_000 });
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByText(/error|failed/i)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: /The store/ })).toBeVisible();
    });
  }
});

test("filter: 'N of M', Type and Topic chips with OR, badge counts chips, Clear, Apply empties, scrolls and closes", async ({ page }) => {
  await answerStore(page, { items: storeItems });
  await page.goto("/solutions");
  await expect(cards(page)).toHaveCount(3);
  const trigger = page.locator("[data-slot=filter-trigger]");
  const badge = trigger.locator("[data-slot=filter-trigger-badge]");
  let panel = await openFilter(page);
  await expect(panel.getByText("3 of 3")).toBeVisible();
  for (const chip of ["Google Slides", "Google Docs", "Notion", "UX Research", "ResearchOps"]) {
    await expect(panel.getByRole("button", { name: chip, exact: true })).toHaveAttribute("aria-pressed", "false");
  }
  await panel.getByRole("button", { name: "Notion", exact: true }).click();
  await expect(panel.getByText("1 of 3")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Beta Repo");
  await expect(badge).toHaveText("1");
  // OR across both groups: Notion or UX Research.
  await panel.getByRole("button", { name: "UX Research", exact: true }).click();
  await expect(panel.getByText("3 of 3")).toBeVisible();
  await expect(badge).toHaveText("2");
  // A chip toggles off again.
  await panel.getByRole("button", { name: "Notion", exact: true }).click();
  await expect(panel.getByText("2 of 3")).toBeVisible();
  await expect(badge).toHaveText("1");
  await panel.getByRole("button", { name: "Clear" }).click();
  await expect(panel.getByText("3 of 3")).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect(panel).toBeVisible();

  await panel.getByRole("button", { name: "ResearchOps", exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(panel).toBeHidden();
  await expect(badge).toHaveCount(0);
  await expect(cards(page)).toHaveCount(3);
  // Scrolled so the store starts 80 px below the top of the window.
  await expect
    .poll(() => page.locator("#store-section").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(80);
  panel = await openFilter(page);
  await expect(panel.getByText("3 of 3")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});

test("with JavaScript off the Filters button, which needs script, is hidden and the whole store shows; with it the button filters", async ({
  browser,
  baseURL,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const withoutScript = await context.newPage();
  await withoutScript.goto("/solutions");
  await expect(cards(withoutScript).first()).toBeVisible();
  await expect(withoutScript.locator("[data-slot=filter-trigger]")).toBeHidden();
  await context.close();

  await answerStore(page, { items: storeItems });
  await page.goto("/solutions");
  await expect(page.locator("[data-slot=filter-trigger]")).toBeVisible();
  const panel = await openFilter(page);
  await panel.getByRole("button", { name: "Notion", exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
});

test("FAQ: four groups, each opens one item at a time, answers follow SPEC §9", async ({ page }) => {
  await page.goto("/solutions");
  const faq = page.locator("#faq-section");
  for (const title of ["Template Format & Licensing", "Payment Method", "Installation & Compatibility", "Support"]) {
    await expect(faq.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  for (const group of faqGroups) {
    const [first, second] = group.entries;
    if (!first || !second) throw new Error(`${group.title} needs two entries`);
    const firstCard = faq.locator("details", { has: page.locator("summary", { hasText: first.question }) });
    const secondCard = faq.locator("details", { has: page.locator("summary", { hasText: second.question }) });
    await firstCard.locator(":scope > summary").click();
    await expect(firstCard).toHaveJSProperty("open", true);
    await expect(faq.getByText(first.answer)).toBeVisible();
    await secondCard.locator(":scope > summary").click();
    await expect(secondCard).toHaveJSProperty("open", true);
    await expect(firstCard).toHaveJSProperty("open", false);
  }
  // Each group is its own accordion: the last opened item of every group is still open.
  await expect(faq.locator("details[open]")).toHaveCount(4);
  const answers = faqGroups.flatMap((group) => group.entries.map((entry) => entry.answer)).join(" ");
  expect(answers).toContain("$50 extra");
  expect(answers).toMatch(/credit card or PayPal/);
  expect(answers).toMatch(/all sales are final and there are no refunds/);
});

test("Jump to reaches the four sections, Back to top returns; 'Contact us' goes to /contact", async ({ page }) => {
  await page.goto("/solutions");
  const toggle = page.getByRole("button", { name: "Jump to" });
  const menu = page.getByRole("navigation", { name: "Jump to" });
  for (const id of ["why-section", "store-section", "faq-section", "cta-section"]) {
    if (!(await menu.isVisible())) await toggle.click();
    await menu.locator(`a[href="#${id}"]`).click();
    await expect(page.locator(`#${id} h2`)).toBeInViewport();
  }
  if (!(await menu.isVisible())) await toggle.click();
  await menu.getByRole("button", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("axe finds nothing with the filter panel and an FAQ item open", async ({ page }) => {
  await page.goto("/solutions");
  await page.locator("#faq-section details > summary").first().click();
  await openFilter(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("with JavaScript off every text and link is in the pre-rendered page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/solutions");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-slot=store-item] a[target=_blank]").first()).toBeVisible();
  expect(await page.locator("[data-slot=store-item]").count()).toBeGreaterThan(0);
  // Each FAQ item opens without script too.
  for (const group of faqGroups) {
    for (const entry of group.entries) {
      await page.locator(`details:has(> [id="${entry.id}"]) > summary`).click();
      await expect(page.getByText(entry.answer)).toBeVisible();
    }
  }
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await context.close();
});
