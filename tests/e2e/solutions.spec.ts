import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import Papa from "papaparse";
import { faqGroups } from "../../app/features/solutions/faq-groups";
import {
  expect,
  openWithIslandHeld,
  pageWithoutJavaScript,
  SLOW_4G_CODE_WAIT,
  test,
  throttleToSlow4G,
} from "./fixtures";
import { contentWithRows, startSiteServer } from "./site-server";

// Solutions (SPEC §2, §4, §8, §9). The page runs no app JavaScript: the server draws the store from
// the content (every item in the page, those the filter leaves out hidden), and the store filter is
// an island (app/islands/store-filter.ts) over a GET form the server answers without it.

type Row = Record<string, string>;
const STORE_COLUMNS = [
  "Item Name",
  "Intro (Short)",
  "Price (USD)",
  "Type",
  "Topic",
  "Thumbnail: File Name",
  "Store URL",
  "Order",
];

/** The store the built site serves: content/solutions.csv. */
const store = Papa.parse<Row>(readFileSync(path.resolve(import.meta.dirname, "../../content/solutions.csv"), "utf8"), {
  header: true,
  skipEmptyLines: true,
}).data;
/** How many templates a selection shows (SPEC §4: none shows all, else Type or Topic among the chips). */
const showing = (...chips: string[]) =>
  chips.length === 0
    ? store.length
    : store.filter((row) => chips.includes(row.Type ?? "") || chips.includes(row.Topic ?? "")).length;

const item = (name: string, price: string, type: string, topic: string, thumbnail: string, order: string): Row => ({
  "Item Name": name,
  "Intro (Short)": `About ${name}.`,
  "Price (USD)": price,
  Type: type,
  Topic: topic,
  "Thumbnail: File Name": thumbnail,
  "Store URL": `https://store.example/${encodeURIComponent(name)}`,
  Order: order,
});

/** The built site served from content whose store is `rows` alone. */
async function siteWithStore(rows: Row[]) {
  const dir = contentWithRows({});
  writeFileSync(
    path.join(dir, "solutions.csv"),
    Papa.unparse(rows, { columns: STORE_COLUMNS }) || STORE_COLUMNS.join(","),
  );
  return startSiteServer(dir);
}

// Every item is in the page; those the filter leaves out are hidden.
const cards = (page: Page) => page.locator("[data-slot=store-item]:not([hidden])");
const trigger = (page: Page) => page.locator("[data-slot=filter-trigger]");
const badge = (page: Page) => trigger(page).locator("[data-slot=filter-trigger-badge]");
const filterPanel = (page: Page) => page.getByRole("dialog", { name: "Filter Content" });
/** A filter chip: a checkbox named by its label. */
const chip = (panel: Locator, name: string) => panel.getByRole("checkbox", { name, exact: true });
const storeTop = (page: Page) =>
  page.locator("#store-section").evaluate((el) => Math.round(el.getBoundingClientRect().top));

async function openFilter(page: Page) {
  await trigger(page).click();
  const panel = filterPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

test("hero 'Browse Solutions' scrolls to #store-section; the why section has three showcase items", async ({
  page,
}) => {
  await page.goto("/solutions");
  await expect(page.locator("#why-section li")).toHaveCount(3);
  await page.getByRole("link", { name: "Browse Solutions" }).click();
  await expect(page).toHaveURL(/#store-section$/);
  await expect(page.locator("#store-section-title")).toBeInViewport();
});

test.describe("the store as the content has it", () => {
  // Each test starts a server of its own on a copy of the content.
  test.slow();
  // Deliberately out of Order, one without a thumbnail.
  const rows = [
    item("Gamma Deck", "24", "Google Slides", "UX Research", "findings-deck.svg", "3"),
    item("Alpha Plan", "19", "Google Docs", "UX Research", "research-plan.svg", "1"),
    item("Beta Repo", "29.5", "Notion", "ResearchOps", "", "2"),
  ];

  test("sorted by Order, '$'+Price, thumbnail or placeholder, each item a new-tab link to its store page", async ({
    page,
  }) => {
    const site = await siteWithStore(rows);
    try {
      await page.goto(`${site.url}/solutions`);
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
      // The chips are the store's own Types and Topics, in first-seen order.
      const panel = await openFilter(page);
      await expect(panel.getByRole("group", { name: "Type" }).getByRole("checkbox")).toHaveCount(3);
      await expect(panel.getByRole("group", { name: "Type" }).locator("label")).toHaveText([
        "Google Docs",
        "Notion",
        "Google Slides",
      ]);
      await expect(panel.getByRole("group", { name: "Topic" }).locator("label")).toHaveText([
        "UX Research",
        "ResearchOps",
      ]);
    } finally {
      await site.close(page);
    }
  });

  test("an empty store (SPEC §8: no items, a failed or malformed answer) shows the section with no item, no filter and no message", async ({
    page,
  }) => {
    const site = await siteWithStore([]);
    try {
      await page.goto(`${site.url}/solutions`);
      await expect(page.getByRole("heading", { name: /The store/ })).toBeVisible();
      await expect(page.locator("[data-slot=store-item]")).toHaveCount(0);
      await expect(trigger(page)).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.locator("#store-section").getByText(/error|failed|nothing/i)).toHaveCount(0);
      // No skeleton either: nothing loads in the browser.
      await expect(page.locator("[data-testid=store-skeleton]")).toHaveCount(0);
    } finally {
      await site.close(page);
    }
  });
});

test("store grid has 1, 2 and 3 columns by screen size", async ({ page }) => {
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

// SPEC §4: 'Apply Filters' empties the selection, scrolls to the store section and closes the panel
// (the talks filter's Apply commits instead; SPEC notes the difference). With the island the store
// follows the chips as they toggle. Without script the same button sends the form and the server
// answers with the store the chips filter: the one way a filter can work with scripts off (decision 029).
test("filter: 'N of M', Type and Topic chips with OR, badge counts chips, Clear empties, Apply scrolls to the store and closes", async ({
  page,
}) => {
  await page.goto("/solutions");
  await expect(cards(page)).toHaveCount(store.length);
  const total = store.length;
  let panel = await openFilter(page);
  await expect(panel.getByText(`${total} of ${total}`)).toBeVisible();
  for (const name of [
    "Google Docs",
    "Google Slides",
    "Notion",
    "UX Research",
    "ResearchOps",
    "Career Development",
    "Product Development",
  ]) {
    await expect(chip(panel, name)).not.toBeChecked();
  }
  await expect(badge(page)).toBeHidden();
  await chip(panel, "Notion").click();
  await expect(panel.getByText(`${showing("Notion")} of ${total}`)).toBeVisible();
  await expect(cards(page)).toHaveCount(showing("Notion"));
  for (const card of await cards(page).all()) await expect(card).toContainText("Notion");
  await expect(badge(page)).toHaveText("1");
  await expect(trigger(page)).toHaveAccessibleName("Filters, 1 filter selected");
  // OR across both groups: Notion or UX Research.
  await chip(panel, "UX Research").click();
  await expect(panel.getByText(`${showing("Notion", "UX Research")} of ${total}`)).toBeVisible();
  await expect(cards(page)).toHaveCount(showing("Notion", "UX Research"));
  await expect(badge(page)).toHaveText("2");
  // A chip toggles off again.
  await chip(panel, "Notion").click();
  await expect(panel.getByText(`${showing("UX Research")} of ${total}`)).toBeVisible();
  await expect(badge(page)).toHaveText("1");
  await panel.getByRole("button", { name: "Clear" }).click();
  await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(panel.getByText(`${total} of ${total}`)).toBeVisible();
  await expect(cards(page)).toHaveCount(total);
  await expect(badge(page)).toBeHidden();
  await expect(panel).toBeVisible();

  await chip(panel, "ResearchOps").click();
  await expect(cards(page)).toHaveCount(showing("ResearchOps"));
  await expect(page).toHaveURL(/\/solutions\?topic=ResearchOps$/);
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(panel).toBeHidden();
  await expect(trigger(page)).toBeFocused();
  // Apply empties the selection: every template again, no badge, the plain address.
  await expect(cards(page)).toHaveCount(total);
  await expect(badge(page)).toBeHidden();
  await expect(page).toHaveURL(/\/solutions$/);
  // Scrolled so the store starts 80 px below the top of the window.
  await expect.poll(() => storeTop(page)).toBe(80);
  panel = await openFilter(page);
  await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(panel.getByText(`${total} of ${total}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});

test("a filter in the address is the store the server draws, and the chips it ticks", async ({ page }) => {
  await page.goto("/solutions?topic=ResearchOps");
  await expect(cards(page)).toHaveCount(showing("ResearchOps"));
  await expect(badge(page)).toHaveText("1");
  const panel = await openFilter(page);
  await expect(chip(panel, "ResearchOps")).toBeChecked();
});

test("with JavaScript off the filter is a form the server answers: Apply opens the store it filters, scrolled to it", async ({
  browser,
}) => {
  const page = await pageWithoutJavaScript(browser, "/solutions");
  const total = store.length;
  await expect(cards(page)).toHaveCount(total);
  await expect(trigger(page)).toBeVisible();
  let panel = await openFilter(page);
  await expect(panel.getByText(`${total} of ${total}`)).toBeVisible();
  await chip(panel, "Notion").click();
  await chip(panel, "UX Research").click();
  // Nothing filters until the form is sent.
  await expect(cards(page)).toHaveCount(total);
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/solutions\?type=Notion&topic=UX\+Research#store-section$/);
  await expect(panel).toBeHidden();
  await expect(cards(page)).toHaveCount(showing("Notion", "UX Research"));
  await expect(badge(page)).toHaveText("2");
  await expect.poll(() => storeTop(page)).toBe(80);
  panel = await openFilter(page);
  await expect(panel.locator("label:has(input:checked)")).toHaveText(["Notion", "UX Research"]);
  await expect(panel.getByText(`${showing("Notion", "UX Research")} of ${total}`)).toBeVisible();
  // Unticked and sent again: the whole store.
  await chip(panel, "Notion").click();
  await chip(panel, "UX Research").click();
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  // An empty GET form: the address's query is empty.
  await expect(page).toHaveURL(/\/solutions\??#store-section$/);
  await expect(cards(page)).toHaveCount(total);
  await expect(badge(page)).toBeHidden();
  await page.context().close();
});

test("with JavaScript off, Clear asks the server for the store with no chip ticked", async ({ browser }) => {
  const page = await pageWithoutJavaScript(browser, "/solutions?type=Notion&topic=UX+Research");
  await expect(cards(page)).toHaveCount(showing("Notion", "UX Research"));
  const panel = await openFilter(page);
  await panel.getByRole("button", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/solutions\??#store-section$/);
  await expect(cards(page)).toHaveCount(store.length);
  await expect(badge(page)).toBeHidden();
  await page.context().close();
});

test("an address with unknown chips or other parameters is answered as the plain page", async ({ page }) => {
  const response = await page.request.get("/solutions?type=Klingon&topic=&utm_source=mail");
  expect(response.status()).toBe(200);
  await page.goto("/solutions?type=Klingon&utm_source=mail");
  await expect(cards(page)).toHaveCount(store.length);
  await expect(badge(page)).toBeHidden();
});

// That no script comes before load is checked for every page in scripts-off.spec.ts.
test("runs no app JavaScript, and the filter's code comes after load by itself", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/solutions");
  await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
  await expect(page.locator("[data-island=store-filter][data-island-started]")).toHaveCount(1);
  // What comes after load is islands' code only (those started when the browser is idle), the filter's among them.
  expect(scripts).toContain("/islands/store-filter.js");
  expect(scripts.filter((script) => !script.startsWith("/islands/"))).toEqual([]);
});

test("the first tap is never lost: with the filter's code held back (a slow network), a chip and Apply Filters tapped before it came are applied once it runs", async ({
  page,
}) => {
  const release = await openWithIslandHeld(page, "/solutions", "store-filter");
  const panel = await openFilter(page);
  // The platform's popover and checkboxes work before any code.
  await chip(panel, "Notion").click();
  await expect(chip(panel, "Notion")).toBeChecked();
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  // The submit waits for the code rather than loading a page.
  await expect(cards(page)).toHaveCount(store.length);
  await expect(page).toHaveURL(/\/solutions$/);
  await release();
  // Apply, replayed once the code came, did what it does: emptied the selection, closed, scrolled.
  await expect(panel).toBeHidden();
  await expect(cards(page)).toHaveCount(store.length);
  await expect(badge(page)).toBeHidden();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect.poll(() => storeTop(page)).toBe(80);
});

test("Clear tapped before the filter's code came is kept too: once it runs, no chip is ticked and the panel stays open", async ({
  page,
}) => {
  await page.goto("/solutions?topic=ResearchOps");
  await expect(cards(page)).toHaveCount(showing("ResearchOps"));
  const release = await openWithIslandHeld(page, "/solutions?topic=ResearchOps", "store-filter");
  const panel = await openFilter(page);
  await expect(chip(panel, "ResearchOps")).toBeChecked();
  await panel.getByRole("button", { name: "Clear" }).click();
  await release();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(store.length);
  await expect(badge(page)).toBeHidden();
});

test("the filter works on its first tap on a throttled network (slow 4G)", async ({ page }) => {
  // Pages and code come at 1.6 Mbit/s: more time than a test on a fast network.
  test.slow();
  const unthrottle = await throttleToSlow4G(page);
  // Tapped as soon as the filter is in the page, its code asked for by that first tap (or once the page is
  // idle after load) and usually still on its way: the fixture's goto waits for more than the page's first bytes.
  await page.mainFrame().goto("/solutions", { waitUntil: "commit" });
  const panel = await openFilter(page);
  await chip(panel, "Google Slides").click();
  await expect(cards(page)).toHaveCount(showing("Google Slides"), SLOW_4G_CODE_WAIT);
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(panel).toBeHidden();
  await expect(cards(page)).toHaveCount(store.length);
  await expect(page).toHaveURL(/\/solutions$/);
  await expect.poll(() => storeTop(page)).toBe(80);
  await unthrottle();
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
    await expect(page.locator(`#${id}-title`)).toBeInViewport();
  }
  if (!(await menu.isVisible())) await toggle.click();
  await menu.getByRole("button", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("Jump to works on its first tap on a throttled network (slow 4G): it opens, and an entry lands on its section", async ({
  page,
}) => {
  // Pages and code come at 1.6 Mbit/s: more time than a test on a fast network.
  test.slow();
  const unthrottle = await throttleToSlow4G(page);
  // Tapped as soon as the menu is in the page, its code (asked for by that first tap, or once the page is
  // idle after load) usually still on its way: the fixture's goto waits for more than the page's first bytes.
  await page.mainFrame().goto("/solutions", { waitUntil: "commit" });
  const toggle = page.getByRole("button", { name: "Jump to" });
  const menu = page.getByRole("navigation", { name: "Jump to" });
  await toggle.click();
  await menu.getByRole("link", { name: "FAQ" }).click();
  await expect(page.locator("#faq-section-title")).toBeInViewport();
  await expect
    .poll(() => page.locator("#faq-section").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(80);
  // What the menu's code adds may come after the tap, once the code has: the entry is highlighted, the toggle
  // names it, and a small screen closes the panel, which would cover the section.
  // (By its address: in a closed panel the link has no role to find it by.)
  await expect(page.locator('[data-slot=jump-menu-panel] a[href="#faq-section"]')).toHaveAttribute(
    "aria-current",
    "location",
    SLOW_4G_CODE_WAIT,
  );
  await expect(toggle.locator("[data-slot=jump-menu-current]")).toHaveAttribute(
    "data-current",
    "FAQ",
    SLOW_4G_CODE_WAIT,
  );
  if ((page.viewportSize()?.width ?? 0) < 768) await expect(menu).toBeHidden(SLOW_4G_CODE_WAIT);
  else await expect(menu).toBeVisible();
  await unthrottle();
});

test("Jump to entry tapped before the menu's code came is followed up once it runs: highlighted, and closed on a small screen", async ({
  page,
}) => {
  const release = await openWithIslandHeld(page, "/solutions", "jump-menu");
  const toggle = page.getByRole("button", { name: "Jump to" });
  const menu = page.getByRole("navigation", { name: "Jump to" });
  if (!(await menu.isVisible())) await toggle.click();
  await menu.getByRole("link", { name: "FAQ" }).click();
  // The link itself needs no code: the page is at the section at once.
  await expect
    .poll(() => page.locator("#faq-section").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(80);
  await release();
  await expect(page.locator('[data-slot=jump-menu-panel] a[href="#faq-section"]')).toHaveAttribute(
    "aria-current",
    "location",
  );
  if ((page.viewportSize()?.width ?? 0) < 768) await expect(menu).toBeHidden();
  else await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/\/solutions#faq-section$/);
  // Followed once: one history entry for the jump, so Back leaves the section rather than landing on it again.
  await page.goBack();
  await expect(page).toHaveURL(/\/solutions$/);
});

test("axe finds nothing with the filter panel and an FAQ item open, a chip ticked", async ({ page }) => {
  await page.goto("/solutions");
  await page.locator("#faq-section details > summary").first().click();
  const panel = await openFilter(page);
  await chip(panel, "Notion").click();
  await expect(badge(page)).toHaveText("1");
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
});

test("with JavaScript off every text and link is in the page", async ({ browser }) => {
  const page = await pageWithoutJavaScript(browser, "/solutions");
  const context = page.context();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-slot=store-item] a[target=_blank]").first()).toBeVisible();
  await expect(cards(page)).toHaveCount(store.length);
  const hrefs = await page
    .locator("[data-slot=store-item] a[target=_blank]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(new Set(hrefs)).toEqual(new Set(store.map((row) => row["Store URL"])));
  const titles = (await page.locator("[data-slot=store-item] h3").allInnerTexts()).join("\n");
  for (const row of store) expect(titles).toContain(row["Item Name"]);
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
