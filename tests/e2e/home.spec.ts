import { expect, PAGE_READY, test } from "./fixtures";
import { inspirationsData, visibleGuides } from "./inspirations-data";

test.describe("home (SPEC §2 Home)", () => {
  test("hero: headline, subtitle, Read My Story -> /experiences, Explore Solutions -> /solutions", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not your boring CV");
    await expect(
      page.getByText("A space where I share my work, stories, templates, and the things that keep me curious."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Read My Story" }).click();
    await expect(page).toHaveURL(/\/experiences$/);
    await page.goBack();
    await page.getByRole("link", { name: "Explore Solutions" }).click();
    await expect(page).toHaveURL(/\/solutions$/);
  });

  test("#about: the title, three template kinds, and image badges", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("section#about");
    await expect(about.getByRole("heading", { level: 2 })).toHaveText("Templates I Actually Use Every Day");
    for (const kind of ["Google Docs Templates", "Google Slides Templates", "Notion Templates"]) {
      await expect(about.getByRole("heading", { level: 3, name: kind })).toBeVisible();
    }
    for (const badge of ["Ready to Use", "Proven & Tested", "Made with love by me"]) {
      await expect(about.getByText(badge)).toBeVisible();
    }
    // The desk picture is drawn in the page (decision 036): a named picture, no image for the browser to build.
    const desk = about.getByRole("img", { name: "A document, a slide deck and a workspace board on a desk" });
    await expect(desk).toBeVisible();
    expect(await desk.evaluate((element) => element.localName)).toBe("svg");
    await expect(about.locator("img")).toHaveCount(0);
  });

  test("#insights: title, badges, and Learn More does a full page load of /insights", async ({ page }) => {
    await page.goto("/");
    const insights = page.locator("section#insights");
    await expect(insights.getByRole("heading", { level: 2 })).toHaveText("Sharing What I've Learned");
    await expect(insights.getByText("Indonesian & English")).toBeVisible();
    await expect(insights.getByText("Free Access")).toBeVisible();
    // A marker on window survives client-side navigation but not a document load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await insights.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await page.waitForSelector(PAGE_READY, { state: "attached" });
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(false);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("I talk, you learn");
  });

  test("#inspirations-teaser: up to 3 visible guides, each to its guide page, and Explore All Guides", async ({
    page,
  }) => {
    await page.goto("/");
    const teaser = page.locator("section#inspirations-teaser");
    await expect(teaser.getByRole("heading", { level: 2 })).toHaveText("Real tools we actually use");
    const cards = teaser.locator("[data-slot=content-card-link]");
    // The owner's first three visible guides (content/guides.csv, as the content API serves it).
    const shown = visibleGuides(await inspirationsData(page.request)).slice(0, 3);
    expect(shown.length).toBeGreaterThan(0);
    await expect(cards).toHaveText(shown.map((guide) => guide.title));
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      shown.map((guide) => `/inspirations/guide/${guide.slug}`),
    );
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/inspirations/guide/${shown[0]?.slug}$`));
    await page.goBack();
    await teaser.getByRole("link", { name: "Explore All Guides" }).click();
    await expect(page).toHaveURL(/\/inspirations$/);
  });

  test("the teaser renders from the pre-rendered snapshot: the content API is never called", async ({ page }) => {
    const calls: string[] = [];
    await page.route("**/api/sheets**", async (route) => {
      calls.push(route.request().url());
      await route.abort();
    });
    await page.goto("/");
    const shown = Math.min(3, visibleGuides(await inspirationsData(page.request)).length);
    await expect(page.locator("section#inspirations-teaser [data-slot=content-card-link]")).toHaveCount(shown);
    expect(calls).toEqual([]);
  });

  test("with JavaScript off every section's text and link is there", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    for (const heading of [
      "Templates I Actually Use Every Day",
      "Sharing What I've Learned",
      "Real tools we actually use",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const [name, href] of [
      ["Read My Story", "/experiences"],
      ["Explore Solutions", "/solutions"],
      ["Learn More about my talks", "/insights"],
      ["Explore All Guides", "/inspirations"],
    ] as const) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await context.close();
  });
});
