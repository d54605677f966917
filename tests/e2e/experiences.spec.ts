import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { builtInCaseStudies } from "../../content/built-in-case-studies";
import { experienceHistory } from "../../content/experience-history";
import { values } from "../../content/values";
import type * as SiteConfigModule from "../../app/site-config";
import { cardById, summaryOf } from "./cards";
import { expect, SLOW_4G_CODE_WAIT, test, throttleToSlow4G } from "./fixtures";
import { contentWithRows, startSiteServer } from "./site-server";

// Experiences (SPEC §2, §3, §4, §8, §9).

type SiteConfig = (typeof SiteConfigModule)["siteConfig"];
let siteConfig: SiteConfig;

test.beforeAll(async () => {
  // app/site-config.ts reads constants that the build defines; these tests only need its fixed owner values.
  const globals = globalThis as { __BUILD_ENV__?: unknown };
  globals.__BUILD_ENV__ ??= { siteUrl: "", tagManagerId: undefined };
  ({ siteConfig } = await import("../../app/site-config"));
});

// The page is rendered by the server from the content it reads (no request from the browser): tests of
// other content start a server of their own on a copy of content/ (site-server.ts).

/** A copy of content/ whose experiences.csv (the sheet's experiences tab, SPEC §7 call 3) holds only `rows`. */
function contentWithExperiences(rows: Record<string, string>[]): string {
  return contentWithRows({ "experiences.csv": rows }, { replace: true });
}

const rows: Record<string, string>[] = [
  {
    period: "2020 – 2021",
    role: "Second Role",
    organisation: "Beta Corp",
    thumbnail: "/assets/logos/celengan-pay.svg",
    badges: "Startup, team:Lead of 3, 🏆 Won an award, Fintech",
    description_md:
      "Intro for the second role.\n\n<<case:cs-hiring-researchers>>\n\n<<link:https://example.com/article>>\n\n<<case:cs-no-such-study>>",
    publish: "TRUE",
    priority: "2",
  },
  {
    period: "2021 – now",
    role: "First Role",
    organisation: "Alpha Ltd",
    badges: "Agency",
    description_md: "First.",
    publish: "TRUE",
    priority: "1",
  },
  {
    period: "2000",
    role: "Hidden Role",
    organisation: "Nope",
    badges: "",
    description_md: "",
    publish: "FALSE",
    priority: "0",
  },
];

function jobCards(page: Page) {
  return page.locator("#professional-journey details[data-slot=expandable-card]");
}

function jobTriggers(page: Page) {
  return jobCards(page).locator(":scope > summary");
}

test("hero: texts, 'How I Work' scrolls to #values-philosophy, 'Case Studies' opens the notes page in a new tab", async ({
  page,
}) => {
  await page.goto("/experiences");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work, but make it a story.");
  await expect(page.getByText("Turning messy problems into practical systems.")).toBeVisible();
  const caseStudies = page.getByRole("link", { name: "Case Studies (opens in a new tab)", exact: true });
  await expect(caseStudies).toHaveAttribute("href", siteConfig.externalUrls.caseStudiesWorkspace);
  await expect(caseStudies).toHaveAttribute("target", "_blank");
  await expect(caseStudies).toHaveAttribute("rel", "noopener noreferrer");
  await page.getByRole("link", { name: "How I Work" }).click();
  await expect(page).toHaveURL(/#values-philosophy$/);
  await expect(page.locator("#values-philosophy h2")).toBeInViewport();
  // SPEC §9 claims where they belong: years in the hero, mentoring minutes in the hero and Mentoring.
  await expect(page.getByText("15+", { exact: true }).first()).toBeVisible();
  await expect(page.locator("#knowledge-sharing").getByText("2,300+")).toHaveCount(1);
});

test.describe("rendered from the sheet's rows", () => {
  let site: Awaited<ReturnType<typeof startSiteServer>>;
  test.beforeAll(async () => {
    site = await startSiteServer(contentWithExperiences(rows));
  });
  test.afterAll(() => site?.close());

  test("job cards: only published rows, by priority, tags parsed as SPEC §3, description markup in order", async ({
    page,
  }) => {
    await page.goto(`${site.url}/experiences`);
    await expect(jobTriggers(page)).toHaveCount(2);
    await expect(jobTriggers(page).nth(0)).toContainText("First Role");
    await expect(jobTriggers(page).nth(1)).toContainText("Second Role");
    await expect(jobTriggers(page).nth(1)).toContainText("2020 – 2021");
    await expect(page.getByText("Hidden Role")).toHaveCount(0);

    const second = jobCards(page).nth(1);
    const tag = (text: string) => second.locator("[data-category]", { hasText: text });
    await expect(tag("Startup")).toHaveAttribute("data-category", "company");
    await expect(tag("Lead of 3")).toHaveAttribute("data-category", "journey-team");
    await expect(tag("Won an award")).toHaveAttribute("data-category", "achievement-positive");
    await expect(tag("Fintech")).toHaveAttribute("data-category", "industry");

    await jobTriggers(page).nth(1).click();
    await expect(second.getByText("Intro for the second role.")).toBeVisible();
    const study = builtInCaseStudies.find((item) => item.slug === "cs-hiring-researchers");
    const caseCard = second.locator("[data-slot=case-study-card]");
    await expect(caseCard).toHaveCount(1); // the unknown slug renders nothing
    await expect(caseCard).toContainText(study?.title ?? "missing");
    await expect(caseCard).toHaveAttribute("target", "_blank");
    await expect(caseCard).toHaveAttribute("rel", "noopener noreferrer");
    const article = second.getByRole("link", { name: /External Article/ });
    await expect(article).toHaveAttribute("href", "https://example.com/article");
    await expect(article).toContainText("Click to read more");
  });
});

test("job cards: one open at a time, clicking the open card closes it", async ({ page }) => {
  await page.goto("/experiences");
  const [first, second] = [jobCards(page).nth(0), jobCards(page).nth(1)];
  await expect(first).toHaveJSProperty("open", false);
  await summaryOf(first).click();
  await expect(first).toHaveJSProperty("open", true);
  await summaryOf(second).click();
  await expect(second).toHaveJSProperty("open", true);
  await expect(first).toHaveJSProperty("open", false);
  await summaryOf(second).click();
  await expect(second).toHaveJSProperty("open", false);
});

test("no published rows show the fallback job history, with no message (SPEC §3)", async ({ page }) => {
  const site = await startSiteServer(contentWithExperiences(rows.filter((row) => row.publish === "FALSE")));
  try {
    await page.goto(`${site.url}/experiences`);
    await expect(jobTriggers(page)).toHaveCount(experienceHistory.length);
    for (const [index, job] of experienceHistory.entries())
      await expect(jobTriggers(page).nth(index)).toContainText(job.role);
    await expect(page.getByTestId("experiences-error")).toHaveCount(0);
  } finally {
    await site.close(page);
  }
});

/** A stand-in for the owner's sheet web app whose experiences tab fails (500); the other tabs are empty. */
async function sheetFailingExperiences(): Promise<{ url: string; asked: () => number; close: () => Promise<void> }> {
  let asked = 0;
  const server: Server = createServer((request, response) => {
    const api = new URL(request.url ?? "/", "http://localhost").searchParams.get("api");
    if (api === "experiences") {
      asked += 1;
      response.writeHead(500, { "content-type": "text/plain" }).end("broken");
      return;
    }
    const empty = api === "inspirations" ? { guides: [], items: [], links: [] } : { items: [] };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(empty));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/exec`,
    asked: () => asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.describe("when the experiences call fails", () => {
  let sheet: Awaited<ReturnType<typeof sheetFailingExperiences>>;
  let site: Awaited<ReturnType<typeof startSiteServer>>;
  test.beforeAll(async () => {
    sheet = await sheetFailingExperiences();
    site = await startSiteServer(contentWithRows({}), {
      env: { CONTENT_SOURCE: "remote-sheet", SHEETS_URL: sheet.url },
    });
  });
  test.afterAll(async () => {
    await site?.close();
    await sheet?.close();
  });

  test("the server renders 'Something is error here, {owner} please fix' and the static job history (SPEC §8), and logs it once", async ({
    page,
    browser,
  }) => {
    const message = `Something is error here, ${siteConfig.owner.firstName} please fix`;
    const html = await (await page.request.get(`${site.url}/experiences`)).text();
    expect(html).toContain(message);
    for (const job of experienceHistory) expect(html).toContain(job.role);

    for (const javaScript of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const visitor = await context.newPage();
      const response = await visitor.goto(`${site.url}/experiences`);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole("alert")).toHaveText(message);
      await expect(jobTriggers(visitor)).toHaveCount(experienceHistory.length);
      for (const [index, job] of experienceHistory.entries())
        await expect(jobTriggers(visitor).nth(index)).toContainText(job.role);
      await context.close();
    }
    // Three visits: the sheet was asked once and the failure logged once (it is asked again after
    // SHEETS_RETRY_AFTER_SECONDS, not on every request).
    expect(sheet.asked()).toBe(1);
    expect(site.errors.filter((line) => line.includes("api=experiences"))).toEqual([
      "The remote sheet failed for api=experiences: answered 500 Internal Server Error",
    ]);
  });
});

test("Jump to: a job from the menu opens and scrolls into view; values, knowledge sharing and Back to top", async ({
  page,
}) => {
  await page.goto("/experiences");
  const cardCount = await jobTriggers(page).count();
  const toggle = page.getByRole("button", { name: "Jump to" });
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "Jump to" });
  await expect(menu).toBeVisible();
  await menu.locator("summary", { hasText: "Professional Journey: sub-sections" }).click();
  const jobLinks = menu.locator("a[href^='#job-']");
  await expect(jobLinks).toHaveCount(cardCount);
  const target = jobLinks.nth(cardCount - 2);
  const id = ((await target.getAttribute("href")) ?? "").slice(1);
  await target.click();
  await expect(cardById(page, id)).toHaveJSProperty("open", true);
  await expect(cardById(page, id)).toBeInViewport();
  // Another job from the menu closes the first (one open at a time).
  if (!(await menu.isVisible())) await toggle.click();
  const other = jobLinks.nth(0);
  const otherId = ((await other.getAttribute("href")) ?? "").slice(1);
  await other.click();
  await expect(cardById(page, otherId)).toHaveJSProperty("open", true);
  await expect(cardById(page, id)).toHaveJSProperty("open", false);

  if (!(await menu.isVisible())) await toggle.click();
  await menu.locator("summary", { hasText: "Values & Philosophy: sub-sections" }).click();
  const valueLinks = menu.locator("a[href^='#value-']");
  await expect(valueLinks).toHaveCount(values.length);
  for (const [index, value] of values.entries()) await expect(valueLinks.nth(index)).toHaveText(value.title);
  await valueLinks.last().click();
  await expect(page.getByRole("heading", { name: values.at(-1)?.title ?? "missing" })).toBeInViewport();

  if (!(await menu.isVisible())) await toggle.click();
  await menu.getByRole("link", { name: "Knowledge Sharing" }).click();
  await expect(page.locator("#knowledge-sharing h2")).toBeInViewport();

  if (!(await menu.isVisible())) await toggle.click();
  await menu.getByRole("button", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("Jump to follows the reader down the closed job cards: the last card whose top has reached the band is highlighted", async ({
  page,
}) => {
  await page.goto("/experiences");
  await expect(page.locator("[data-island=jump-menu][data-island-started]")).toBeAttached();
  const cards = page.locator("details[data-slot=expandable-card]");
  const third = cards.nth(2);
  const id = await third.evaluate((card) => card.querySelector(":scope > span[id]")?.id ?? "");
  expect(id).toMatch(/^job-/);
  // Its top 20 px above the bottom of the band (30% down the window): the last card whose top is in it.
  await third.evaluate((card) =>
    window.scrollTo({
      top: card.getBoundingClientRect().top + window.scrollY - (innerHeight * 0.3 - 20),
      behavior: "instant",
    }),
  );
  const entry = page.locator(`[data-slot=jump-menu-panel] a[href="#${id}"]`);
  await expect(entry).toHaveAttribute("aria-current", "location");
  await expect(third).toHaveJSProperty("open", false);
  await expect(page.locator("[data-slot=jump-menu-current]")).toHaveAttribute(
    "data-current",
    (await entry.textContent()) ?? "",
  );
});

test("'Collapse section' works on its first tap on a throttled network (slow 4G)", async ({ page }) => {
  // Pages and code come at 1.6 Mbit/s: more time than a test on a fast network.
  test.slow();
  const unthrottle = await throttleToSlow4G(page);
  // The card is opened as soon as it is in the page: the fixture's goto waits for more than the page's first bytes.
  await page.mainFrame().goto("/experiences", { waitUntil: "commit" });
  // The first job's body is taller than experience cards' 600 px threshold (SPEC §9) on a phone and on a desktop.
  const card = jobCards(page).first();
  const trigger = jobTriggers(page).first();
  await trigger.click();
  await expect(card).toHaveJSProperty("open", true);
  // The button shows once its code, asked for when the page is idle after load, has measured the card.
  const collapse = card.getByRole("button", { name: "Collapse section" });
  await expect(collapse).toBeVisible(SLOW_4G_CODE_WAIT);
  await collapse.click();
  await expect(card).toHaveJSProperty("open", false);
  await expect(trigger).toBeFocused();
  await expect(trigger).toBeInViewport();
  await unthrottle();
});

test("Values & Philosophy: alternating image and text blocks, one a value, each with a caption badge", async ({
  page,
}) => {
  await page.goto("/experiences");
  const blocks = page.locator("#values-philosophy ol > li");
  await expect(blocks).toHaveCount(values.length);
  for (const [index, value] of values.entries()) {
    const block = blocks.nth(index);
    await expect(block.getByRole("heading", { level: 3 })).toHaveText(value.title);
    await expect(block.locator("[data-slot=badge]", { hasText: value.subtitle })).toHaveCount(1);
  }
});

test("Knowledge Sharing buttons and case-study cards; contact goes to /contact", async ({ page }) => {
  await page.goto("/experiences");
  const section = page.locator("#knowledge-sharing");
  for (const [name, href] of [
    ["View Case Studies", siteConfig.externalUrls.caseStudiesWorkspace],
    ["Visit LinkedIn", siteConfig.profiles.professionalNetwork],
    ["Download CV", siteConfig.externalUrls.cvDownload],
  ] as const) {
    const link = section.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const cards = section.locator("[data-slot=case-study-card]");
  expect(await cards.count()).toBeGreaterThanOrEqual(builtInCaseStudies.length);
  for (const card of await cards.all()) await expect(card).toHaveAttribute("target", "_blank");

  await section.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await page.goBack();
  // Back to the experiences page (loaded whole, as every page now): wait for it, as /insights has a
  // 'Get in Touch' link of its own.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work, but make it a story.");
  await page.getByRole("link", { name: "Get in touch", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("axe finds nothing with a card and the Jump-to menu open", async ({ page }) => {
  await page.goto("/experiences");
  await jobTriggers(page).first().click();
  await page.getByRole("button", { name: "Jump to" }).click();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
});

test("with JavaScript off every text and link is in the pre-rendered page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/experiences");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work, but make it a story.");
  for (const job of ["UX Research Lead", "Senior UX Researcher"])
    await expect(page.getByText(job).first()).toBeVisible();
  // A job card opens without script too.
  await jobTriggers(page).first().click();
  await expect(page.getByText("Grew the team from 2 to 9 researchers", { exact: false })).toBeVisible();
  for (const value of values) await expect(page.getByRole("heading", { name: value.title })).toBeVisible();
  const newTab = (words: string) => `${words} (opens in a new tab)`;
  for (const name of [
    "How I Work",
    "Learn More about my talks",
    newTab("View Case Studies"),
    newTab("Visit LinkedIn"),
    newTab("Download CV"),
    "Get in touch",
  ]) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", /.+/);
  }
  await context.close();
});

test("the page comes with its data and runs no app JavaScript: no content call, no script before load", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/functions/"))
      asked.push(url.pathname + url.search);
    if (request.resourceType() === "script") asked.push(url.pathname);
  });
  await page.goto("/experiences", { waitUntil: "load" });
  await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
  await expect(page.locator("link[rel=modulepreload]")).toHaveCount(0);
  await expect(jobTriggers(page)).toHaveCount(experienceHistory.length);
  // Only first-use code may come, and after load (islands started when the browser is idle).
  expect(asked.filter((path) => !path.startsWith("/islands/"))).toEqual([]);
});

/** Every link of the page's main content and Jump-to menu: its name and address. */
async function linksOf(page: Page) {
  return page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => `${link.textContent?.trim()} -> ${link.getAttribute("href")}`));
}

async function withoutJavaScript(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test("with JavaScript off the page shows the same jobs and links as with it", async ({ page, browser, baseURL }) => {
  await page.goto("/experiences");
  const off = await withoutJavaScript(browser, baseURL, "/experiences");
  try {
    const jobs = await jobTriggers(page).allTextContents();
    expect(jobs).toHaveLength(experienceHistory.length);
    expect(await jobTriggers(off).allTextContents()).toEqual(jobs);
    const links = await linksOf(page);
    expect(links.length).toBeGreaterThan(20);
    expect(await linksOf(off)).toEqual(links);
    expect(await off.locator("main").innerText()).toEqual(await page.locator("main").innerText());
  } finally {
    await off.context().close();
  }
});

test("with JavaScript off, /experiences#job-… opens that job and shows it", async ({ page, browser, baseURL }) => {
  await page.goto("/experiences");
  const id = (await cardIds(page))[2] ?? "missing";
  const off = await withoutJavaScript(browser, baseURL, `/experiences#${id}`);
  try {
    await expect(cardById(off, id)).toHaveJSProperty("open", true);
    await expect(off.locator("#professional-journey details[open]")).toHaveCount(1);
    await expect(summaryOf(cardById(off, id))).toBeInViewport();
  } finally {
    await off.context().close();
  }
});

/**
 * Waits until the job's card has come to rest with its top near the top of the window, where a jump
 * puts it: no animation running, and the same place on two readings in a row (polled: the page may
 * run no script to wait for frames with).
 */
async function expectLandedInView(page: Page, id: string): Promise<void> {
  let last: number | undefined;
  await expect
    .poll(
      async () => {
        const { top, moving } = await summaryOf(cardById(page, id)).evaluate((summary) => ({
          top: Math.round(summary.getBoundingClientRect().top),
          moving: document.getAnimations().length > 0,
        }));
        const steady = !moving && top === last;
        last = top;
        return steady && top >= 0 && top < 200;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The jobs' fragment ids ('job-…'), in page order. */
function cardIds(page: Page) {
  return jobCards(page).evaluateAll((cards) =>
    cards.map((card) => card.querySelector(":scope > [id^='job-']")?.id ?? ""),
  );
}

for (const javaScript of [false, true]) {
  test(`a job chosen in the Jump-to menu while another is open opens, closes the other and lands in view (JavaScript ${javaScript ? "on" : "off"})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const visitor = javaScript ? page : await withoutJavaScript(browser, baseURL, "/experiences");
    try {
      if (javaScript) await visitor.goto("/experiences");
      const ids = await cardIds(visitor);
      const [first, later] = [ids[0] ?? "", ids[4] ?? ""];
      // The first job open: tall, above the one chosen, it closes as the other opens.
      await summaryOf(cardById(visitor, first)).click();
      await expect(cardById(visitor, first)).toHaveJSProperty("open", true);
      await visitor.getByRole("button", { name: "Jump to" }).click();
      // The job's link in the menu (followed as the browser follows it: its sub-list may still be folded away).
      await visitor.locator(`nav[aria-label="Jump to"] a[href="#${later}"]`).dispatchEvent("click");
      await expect(cardById(visitor, later)).toHaveJSProperty("open", true);
      await expect(cardById(visitor, first)).toHaveJSProperty("open", false);
      // Where it ends up, once every card has finished opening and closing (SPEC §9: 300 ms) and the scroll has ended.
      await expectLandedInView(visitor, later);
    } finally {
      if (!javaScript) await visitor.context().close();
    }
  });
}
