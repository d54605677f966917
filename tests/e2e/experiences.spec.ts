import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { builtInCaseStudies } from "../../content/built-in-case-studies";
import { experienceHistory } from "../../content/experience-history";
import { values } from "../../content/values";
import type * as SiteConfigModule from "../../app/site-config";
import { cardById, summaryOf } from "./cards";
import { expect, test } from "./fixtures";

// Experiences (SPEC §2, §3, §4, §8, §9).

type SiteConfig = (typeof SiteConfigModule)["siteConfig"];
let siteConfig: SiteConfig;

test.beforeAll(async () => {
  // app/site-config.ts reads constants that the build defines; these tests only need its fixed owner values.
  const globals = globalThis as { __BUILD_ENV__?: unknown };
  globals.__BUILD_ENV__ ??= { siteUrl: "", tagManagerId: undefined };
  ({ siteConfig } = await import("../../app/site-config"));
});

const EXPERIENCES_API = "**/api/sheets?api=experiences*";

/** Answers the experiences call (SPEC §7 call 3) with these rows instead of the content source. */
async function answerExperiences(page: Page, items: unknown[]) {
  await page.route(EXPERIENCES_API, (route) => route.fulfill({ json: { items } }));
}

const rows = [
  {
    period: "2020 – 2021",
    role: "Second Role",
    organisation: "Beta Corp",
    thumbnail: "/assets/logos/celengan-pay.svg",
    badges: "Startup, team:Lead of 3, 🏆 Won an award, Fintech",
    description_md:
      "Intro for the second role.\n\n<<case:cs-hiring-researchers>>\n\n<<link:https://example.com/article>>\n\n<<case:cs-no-such-study>>",
    publish: true,
    priority: 2,
  },
  { period: "2021 – now", role: "First Role", organisation: "Alpha Ltd", badges: "Agency", description_md: "First.", publish: true, priority: 1 },
  { period: "2000", role: "Hidden Role", organisation: "Nope", badges: "", description_md: "", publish: false, priority: 0 },
];

function jobCards(page: Page) {
  return page.locator("#professional-journey details[data-slot=expandable-card]");
}

function jobTriggers(page: Page) {
  return jobCards(page).locator(":scope > summary");
}

test("hero: texts, 'How I Work' scrolls to #values-philosophy, 'Case Studies' opens the notes page in a new tab", async ({ page }) => {
  await page.goto("/experiences");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work, but make it a story.");
  await expect(page.getByText("Turning messy problems into practical systems.")).toBeVisible();
  const caseStudies = page.getByRole("link", { name: "Case Studies", exact: true });
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

test("job cards: only published rows, by priority, tags parsed as SPEC §3, description markup in order", async ({ page }) => {
  await answerExperiences(page, rows);
  await page.goto("/experiences");
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

test("job cards: one open at a time, clicking the open card closes it", async ({ page }) => {
  await answerExperiences(page, rows);
  await page.goto("/experiences");
  // The answered rows replace the pre-rendered history once they arrive: click their cards, not the ones before.
  await expect(jobTriggers(page)).toHaveCount(2);
  await expect(jobTriggers(page).first()).toContainText("First Role");
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

test("an empty answer shows the six-role fallback history (SPEC §3)", async ({ page }) => {
  await answerExperiences(page, []);
  await page.goto("/experiences");
  await expect(jobTriggers(page)).toHaveCount(experienceHistory.length);
  await expect(jobTriggers(page)).toHaveCount(6);
  for (const [index, job] of experienceHistory.entries()) await expect(jobTriggers(page).nth(index)).toContainText(job.role);
  await expect(page.getByTestId("experiences-error")).toHaveCount(0);
});

test.describe("when the experiences call fails", () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("shows 'Something is error here, {owner} please fix' and the static six-role history (SPEC §8)", async ({ page }) => {
    test.slow(); // three retries with 1, 2 and 4 s delays (SPEC §9)
    let calls = 0;
    await page.route(EXPERIENCES_API, (route) => {
      calls += 1;
      return route.fulfill({ status: 500, body: "broken" });
    });
    await page.goto("/experiences");
    await expect(page.getByRole("alert")).toHaveText(`Something is error here, ${siteConfig.owner.firstName} please fix`, {
      timeout: 20_000,
    });
    expect(calls).toBe(4);
    await expect(jobTriggers(page)).toHaveCount(6);
    for (const [index, job] of experienceHistory.entries()) await expect(jobTriggers(page).nth(index)).toContainText(job.role);
  });
});

test("Jump to: a job from the menu opens and scrolls into view; values, knowledge sharing and Back to top", async ({ page }) => {
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
  await expect(valueLinks).toHaveCount(4);
  for (const [index, value] of values.entries()) await expect(valueLinks.nth(index)).toHaveText(value.title);
  await valueLinks.nth(3).click();
  await expect(page.getByRole("heading", { name: values[3]?.title ?? "missing" })).toBeInViewport();

  if (!(await menu.isVisible())) await toggle.click();
  await menu.getByRole("link", { name: "Knowledge Sharing" }).click();
  await expect(page.locator("#knowledge-sharing h2")).toBeInViewport();

  if (!(await menu.isVisible())) await toggle.click();
  await menu.getByRole("button", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("Values & Philosophy: four alternating image and text blocks, each with a caption badge", async ({ page }) => {
  await page.goto("/experiences");
  const blocks = page.locator("#values-philosophy ol > li");
  await expect(blocks).toHaveCount(4);
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
  // The app stays hydrated across the client-side navigation: wait for the experiences page itself, as
  // /insights has a 'Get in Touch' link of its own.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work, but make it a story.");
  await page.getByRole("link", { name: "Get in touch", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("axe finds nothing with a card and the Jump-to menu open", async ({ page }) => {
  await page.goto("/experiences");
  await jobTriggers(page).first().click();
  await page.getByRole("button", { name: "Jump to" }).click();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("with JavaScript off every text and link is in the pre-rendered page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/experiences");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work, but make it a story.");
  for (const job of ["UX Research Lead", "Senior UX Researcher"]) await expect(page.getByText(job).first()).toBeVisible();
  // A job card opens without script too.
  await jobTriggers(page).first().click();
  await expect(page.getByText("Grew the team from 2 to 9 researchers", { exact: false })).toBeVisible();
  for (const value of values) await expect(page.getByRole("heading", { name: value.title })).toBeVisible();
  for (const name of ["How I Work", "Learn More about my talks", "View Case Studies", "Visit LinkedIn", "Download CV", "Get in touch"]) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", /.+/);
  }
  await context.close();
});

test("one query cache for the visit (SPEC §9, gc 5 minutes): /experiences -> / -> /experiences asks for experiences once", async ({
  page,
}) => {
  const asked = { experiences: 0, caseStudies: 0 };
  page.on("request", (request) => {
    if (request.url().includes("/api/sheets?api=experiences")) asked.experiences += 1;
    if (request.url().includes("/functions/v1/fetch-case-studies")) asked.caseStudies += 1;
  });
  const answered = page.waitForResponse((response) => response.url().includes("/api/sheets?api=experiences"));
  await page.goto("/experiences");
  await answered;
  await page.evaluate(() => ((window as { visitMark?: string }).visitMark = "same visit"));

  await page.getByRole("link", { name: /, home$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not your boring CV");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("dialog#site-menu").getByRole("link", { name: /Experiences$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work, but make it a story.");
  await expect(jobTriggers(page).first()).toBeVisible();
  // Client-side navigation: the same document, so the same cache.
  expect(await page.evaluate(() => (window as { visitMark?: string }).visitMark)).toBe("same visit");

  // A refetch starts in the effects that run after the page's commit: let them run, then send a request of
  // our own. Requests are reported in the order they were sent, so once ours is seen, any refetch was too.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const marker = page.waitForRequest((request) => request.url().includes("/?after-return"));
  await page.evaluate(() => void fetch("/?after-return", { method: "HEAD" }));
  await marker;
  expect(asked).toEqual({ experiences: 1, caseStudies: 1 });
});
