import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { shownGuideAndItem } from "./inspirations-data";

// The markdown pipeline is the largest script of the site. Pages rendered by the server show
// (and hydrate) their markdown without it; it loads when a body is first rendered
// in the browser, e.g. after an in-app navigation from a page that runs the app
// (tooling/budgets.ts LAZY_CHUNKS checks the build; this checks the running site).
const RENDERER = /\/assets\/markdown-renderer-[\w-]{8}\.js$/;

function rendererRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (RENDERER.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

/**
 * From a page that runs the app (a showcase page, started by the fixture) to a guide, both steps in the app: the guide
 * pages run no app JavaScript themselves, so the app renders the guide in the browser only when it
 * was already running.
 */
async function openAGuideInApp(page: Page) {
  const { guide } = await shownGuideAndItem(page.request);
  await page.goto("/components/buttons");
  await page.getByRole("contentinfo").getByRole("link", { name: "Inspirations" }).click();
  await expect(page).toHaveURL(/\/inspirations$/);
  await page.locator(`a[href="${guide}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${guide}$`));
}

test("a guide rendered by the server shows its markdown without the pipeline; an in-app navigation loads it once", async ({
  page,
}) => {
  const requests = rendererRequests(page);
  await page.goto((await shownGuideAndItem(page.request)).guide);
  const body = page.locator("main [data-slot=markdown]").first();
  // Long bodies sit in collapsed cards: present, not necessarily visible.
  await expect(body.locator("p").first()).toBeAttached();
  // A recommendation's note is pre-rendered too: opening it needs no download.
  const myTake = page
    .locator("[data-slot=recommendation-card] details", { has: page.locator("summary", { hasText: "My take" }) })
    .first();
  await myTake.locator(":scope > summary").click();
  await expect(myTake.locator("[data-slot=markdown] p")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requests, "the guide rendered by the server needs no markdown pipeline").toEqual([]);

  await openAGuideInApp(page);
  const rendered = page.locator("main [data-slot=markdown]").first();
  await expect(rendered.locator("p").first()).toBeAttached();
  await expect(page.locator("main [data-fallback=plain-text]")).toHaveCount(0);
  expect(requests).toHaveLength(1);
});

test.describe("when the pipeline cannot be downloaded", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("the body shows its words as plain text and the page keeps working", async ({ page }) => {
    await page.route(RENDERER, (route) => route.abort());
    await openAGuideInApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const fallback = page.locator("main [data-fallback=plain-text]").first();
    await expect(fallback).toBeAttached();
    await expect(fallback).not.toBeEmpty();
    // Still an app: the breadcrumb navigates without a reload.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Inspirations" }).click();
    await expect(page).toHaveURL(/\/inspirations$/);
  });
});
