import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { expect, holdRequests, test } from "./fixtures";
import { contentWithRows, startSiteServer } from "./site-server";

/** The content API's own answer, to derive expected counts from (not hard-coded). */
type Row = Record<string, unknown>;
type Data = { guides: Row[]; items: Row[]; links: Row[] };

async function apiData(page: Page): Promise<Data> {
  const response = await page.request.get("/api/sheets?api=inspirations");
  return (await response.json()) as Data;
}

/** SPEC §4 counts: visible guides (publish not false, at least one item with publish not false). */
function expectedGuides(data: Data) {
  return data.guides
    .map((guide) => ({
      slug: String(guide.category_slug),
      title: String(guide.title),
      count: data.items.filter((item) => item.category_slug === guide.category_slug && item.publish !== false).length,
      listed: data.items.filter((item) => item.category_slug === guide.category_slug && item.publish === true).length,
      publish: guide.publish,
    }))
    .filter((guide) => guide.publish !== false && guide.count > 0);
}

const API = "**/api/sheets?api=inspirations*";

function fulfilJson(body: unknown) {
  return (route: Route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
}

/** A guide, its items and links served by the intercepted API (for slugs that were never pre-rendered). */
function customData(over: { guide?: Row; items?: Row[]; links?: Row[] } = {}): Data {
  return {
    guides: [
      {
        category_slug: "fresh-guide",
        title: "Fresh guide",
        intro: "Added after the build.",
        thumbnail: "coffee-gear",
        publish: true,
        ...over.guide,
      },
    ],
    items: over.items ?? [
      { slug: "fresh-item", title: "Fresh item", category_slug: "fresh-guide", publish: true, entry_type: "Product" },
    ],
    links: over.links ?? [],
  };
}

/**
 * The built site served from content that gained a guide (fresh-guide) and an
 * item (fresh-item) after the build: their pages were never pre-rendered, and
 * the server knows them from its live content. Tests may still intercept the
 * browser's API call to give those pages other data.
 */
const afterBuild = test.extend<object, { siteWithAddedContent: { url: string } }>({
  siteWithAddedContent: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a (here empty) pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startSiteServer(
        contentWithRows({
          "guides.csv": [
            {
              category_slug: "fresh-guide",
              title: "Fresh guide",
              intro: "Added after the build.",
              thumbnail: "coffee-gear",
              publish: "TRUE",
              description_md: "Only a description.",
            },
          ],
          "items.csv": [
            {
              slug: "fresh-item",
              title: "Fresh item",
              category_slug: "fresh-guide",
              publish: "TRUE",
              entry_type: "Product",
            },
          ],
        }),
      );
      await use(site);
      await site.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ siteWithAddedContent }, use) => use(siteWithAddedContent.url),
});

test.describe("/inspirations", () => {
  test("hero, what this page is, value cards, guide grid with the API's counts, brands call to action", async ({
    page,
  }) => {
    await page.goto("/inspirations");
    const data = await apiData(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stuff I actually use.");
    await expect(page.getByRole("heading", { name: "What this page is" })).toBeVisible();
    await expect(page.locator("[data-slot=affiliate-disclosure]")).toContainText("affiliate");
    await expect(page.locator("[data-slot=value-card]")).toHaveCount(3);
    const guides = expectedGuides(data);
    const cards = page.locator("[data-slot=guide-grid] [data-slot=content-card]");
    await expect(cards).toHaveCount(guides.length);
    for (const guide of guides) {
      const card = cards.filter({ hasText: guide.title });
      await expect(card.locator("[data-slot=content-card-count]")).toHaveText(
        guide.count === 1 ? "1 item" : `${guide.count} items`,
      );
      await expect(card.getByRole("link", { name: guide.title })).toHaveAttribute(
        "href",
        `/inspirations/guide/${guide.slug}`,
      );
    }
    await expect(page.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact#brands");
    await page.getByRole("link", { name: "See our picks" }).click();
    await expect(page.getByRole("heading", { name: "Browse by Guide" })).toBeInViewport();
  });

  test("a guide card opens its guide", async ({ page }) => {
    await page.goto("/inspirations");
    const [first] = expectedGuides(await apiData(page));
    await page.getByRole("link", { name: first!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/inspirations/guide/${first!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
  });

  test("the Jump to menu lists both sections and Back to top", async ({ page }) => {
    await page.goto("/inspirations");
    const toggle = page.getByRole("button", { name: /Jump to/ });
    await toggle.click();
    await expect(page.getByRole("link", { name: "What this page is" }).last()).toBeVisible();
    await page.getByRole("link", { name: "Browse by Guide" }).last().click();
    const sectionTop = () =>
      page.locator("#browse-guides").evaluate((el) => Math.round(el.getBoundingClientRect().top));
    // SPEC §9: the jump lands the section 80 px below the top (smooth scrolling settles first).
    await expect.poll(sectionTop, { timeout: 5_000 }).toBeGreaterThanOrEqual(76);
    await expect.poll(sectionTop, { timeout: 5_000 }).toBeLessThanOrEqual(84);
    // Small screens close the menu after a jump.
    if (!(await page.getByRole("button", { name: "Back to top" }).isVisible())) await toggle.click();
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  });

  test("an empty answer from the API shows 'Nothing here yet…'", async ({ page }) => {
    await page.route(API, fulfilJson({ guides: [], items: [], links: [] }));
    await page.goto("/inspirations");
    await expect(
      page.getByText("Nothing here yet. I'm still writing these guides—try another topic or check back soon."),
    ).toBeVisible();
  });

  test.describe("without the build-time data (client-side visit while offline)", () => {
    // The failed fetches themselves are logged (SPEC §8: 'Error logged').
    test.use({
      allowedConsoleErrors: [
        [/Failed to load inspirations/, /Failed to load resource/, /ERR_FAILED|ERR_INTERNET_DISCONNECTED/],
        { scope: "test" },
      ],
    });

    // From a page that runs the app (the home and contact pages run none: their links load pages whole).
    async function visitFromAnotherPage(page: Page) {
      await page.goto("/solutions");
      await page.route("**/inspirations.data*", (route) => route.abort());
      await page.getByRole("contentinfo").getByRole("link", { name: "Inspirations" }).click();
    }

    test("'Loading guides...' while the API answers slowly", async ({ page }) => {
      const release = await holdRequests(page, API);
      await visitFromAnotherPage(page);
      await expect(page.getByText("Loading guides...")).toBeVisible();
      release();
      await expect(page.locator("[data-slot=guide-grid]")).toBeVisible();
    });

    test("an API failure shows the error and Retry re-fetches", async ({ page }) => {
      let calls = 0;
      await page.route(API, (route) => {
        calls += 1;
        return route.fulfill({ status: 503, body: "down" });
      });
      await visitFromAnotherPage(page);
      await expect(page.getByText("Failed to load guides. Please try again.")).toBeVisible({ timeout: 15_000 });
      const before = calls;
      await page.unroute(API);
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(page.locator("[data-slot=guide-grid]")).toBeVisible();
      expect(before).toBeGreaterThan(0);
    });
  });
});

test.describe("guide detail", () => {
  test("breadcrumb, intro, sections, related content, count line from the API, cards, noindex and title", async ({
    page,
  }) => {
    await page.goto("/inspirations/guide/work-setup");
    const data = await apiData(page);
    const guide = data.guides.find((g) => g.category_slug === "work-setup")!;
    const expected = expectedGuides(data).find((g) => g.slug === "work-setup")!;
    await expect(page).toHaveTitle(String(guide.seo_title ?? `${String(guide.title)} Guide — Inspirations`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Inspirations" })).toHaveAttribute("href", "/inspirations");
    await expect(crumbs).toContainText(String(guide.title));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(guide.title));
    await expect(page.getByRole("heading", { name: "Related content" })).toBeVisible();
    const sections = guide.sections as { title: string }[];
    const sectionCard = (title: string) => page.locator("details", { has: page.getByRole("heading", { level: 2, name: title }) });
    for (const section of sections) await expect(sectionCard(section.title).locator(":scope > summary")).toBeVisible();
    await sectionCard(sections[0]!.title).locator(":scope > summary").click();
    await expect(sectionCard(sections[0]!.title)).toHaveJSProperty("open", true);
    await expect(page.getByRole("heading", { name: "Recommendations" })).toBeVisible();
    await expect(page.locator("[data-slot=recommendation-count]")).toHaveText(
      new RegExp(`^${expected.listed} recommendation\\(s\\)`),
    );
    await expect(page.locator("[data-slot=recommendation-card]")).toHaveCount(expected.listed);
    await expect(page.locator("[data-slot=affiliate-notice]")).toBeVisible();
  });

  test("'My take' and 'Get it' expand; the referral code copies and says 'Copied!'", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/inspirations/guide/coffee-gear");
    const data = await apiData(page);
    const first = page.locator("[data-slot=recommendation-card]").first();
    const myTake = first.locator("details", { has: page.locator("summary", { hasText: "My take" }) });
    await myTake.locator(":scope > summary").click();
    await expect(myTake).toHaveJSProperty("open", true);
    await expect(first.locator("[data-slot=markdown], p").first()).toBeVisible();
    const withCode = data.links.find(
      (l) => l.referral_code && data.items.some((i) => i.slug === l.item_slug && i.category_slug === "coffee-gear"),
    )!;
    const title = String(data.items.find((i) => i.slug === withCode.item_slug)!.title);
    const card = page.locator("[data-slot=recommendation-card]").filter({ hasText: title });
    await card.locator("summary", { hasText: "Get it" }).click();
    const links = card.locator("a[target=_blank]");
    await expect(links.first()).toHaveAttribute("rel", "noopener noreferrer");
    await card.getByRole("button", { name: "Copy" }).click();
    await expect(card.getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4_000 });
  });

  test("no affiliate notice on a guide without amazon or affiliate links", async ({ page }) => {
    await page.goto("/inspirations/guide/coffee-gear");
    await expect(page.locator("[data-slot=recommendation-card]").first()).toBeVisible();
    await expect(page.locator("[data-slot=affiliate-notice]")).toHaveCount(0);
  });

  test("a card's title opens the recommendation page", async ({ page }) => {
    await page.goto("/inspirations/guide/coffee-gear");
    const title = page.locator("[data-slot=recommendation-card] h3 a").first();
    const name = await title.innerText();
    await title.click();
    await expect(page).toHaveURL(/\/inspirations\/item\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("with JavaScript off the pre-rendered guide shows its content", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/inspirations/guide/coffee-gear");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coffee at home");
    // The sections open without scripts too.
    const words = page.getByText("If you buy one thing, buy the kettle.", { exact: false });
    await page.locator("details", { has: words }).locator(":scope > summary").click();
    await expect(words).toBeVisible();
    await expect(page.locator("[data-slot=recommendation-card]").first()).toBeVisible();
    await context.close();
  });

  afterBuild(
    "a guide added to the content after the build answers 200 rendered by the server from the live content",
    async ({ page, request }) => {
      // The page's HTML has it: no loading state, nothing left for the browser to fetch.
      const html = await (await request.get("/inspirations/guide/fresh-guide")).text();
      expect(html).toContain("Fresh guide");
      expect(html).not.toContain("Loading...");
      const response = await page.goto("/inspirations/guide/fresh-guide");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fresh guide");
      await expect(page.locator("summary", { hasText: "Notes" })).toBeVisible();
      await expect(page).toHaveTitle("Fresh guide Guide — Inspirations");
      // A page rendered on request is as accessible as a pre-rendered one.
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
    },
  );

  afterBuild("an item added to the content after the build answers 200 and opens", async ({ page }) => {
    const response = await page.goto("/inspirations/item/fresh-item");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fresh item");
    await expect(page).toHaveTitle(/^Fresh item/);
  });

  afterBuild(
    "bad input: a guide with no sections and no description still shows its recommendations",
    async ({ page }) => {
      await page.route(API, fulfilJson(customData()));
      await page.goto("/inspirations/guide/fresh-guide");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fresh guide");
      await expect(page.locator("summary", { hasText: "Notes" })).toHaveCount(0);
      await expect(page.locator("[data-slot=recommendation-count]")).toHaveText("1 recommendation(s)");
    },
  );

  afterBuild(
    "bad input: manual_order_titles naming missing titles; a link whose item_slug matches nothing",
    async ({ page }) => {
      await page.route(
        API,
        fulfilJson(
          customData({
            guide: { manual_order_titles: "No such title, B item", last_updated: "2025-03-14" },
            items: [
              { slug: "a-item", title: "A item", category_slug: "fresh-guide", publish: true },
              { slug: "b-item", title: "B item", category_slug: "fresh-guide", publish: true },
            ],
            links: [{ item_slug: "nobody", store: "Lost shop", store_type: "Official", url: "https://lost.example" }],
          }),
        ),
      );
      await page.goto("/inspirations/guide/fresh-guide");
      await expect(page.locator("[data-slot=recommendation-card] h3")).toHaveText(["B item", "A item"]);
      await expect(page.locator("[data-slot=recommendation-count]")).toHaveText(
        "2 recommendation(s), updated March 14, 2025",
      );
      await expect(page.getByText("Lost shop")).toHaveCount(0);
    },
  );

  afterBuild("bad input: script and javascript: links in markdown do nothing", async ({ page }) => {
    const evil =
      'Hi <script>window.__pwned = 1</script> [click](javascript:window.__pwned=2) <img src=x onerror="window.__pwned=3">';
    await page.route(
      API,
      fulfilJson(
        customData({
          guide: { description_md: evil, related_content_md: evil },
          items: [
            { slug: "fresh-item", title: "Fresh item", category_slug: "fresh-guide", publish: true, short_note: evil },
          ],
        }),
      ),
    );
    await page.goto("/inspirations/guide/fresh-guide");
    await page.locator("summary", { hasText: "Notes" }).click();
    await page.locator("summary", { hasText: "My take" }).click();
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.locator("main script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test.describe("image", () => {
    test.use({ allowedConsoleErrors: [[/Failed to load resource/], { scope: "test" }] });
    afterBuild("bad input: an image URL that 404s falls back to an icon", async ({ page }) => {
      await page.route(
        API,
        fulfilJson(
          customData({
            items: [
              {
                slug: "fresh-item",
                title: "Fresh item",
                category_slug: "fresh-guide",
                publish: true,
                image_cover_url: "/assets/missing-404.png",
              },
            ],
          }),
        ),
      );
      await page.goto("/inspirations/guide/fresh-guide");
      const media = page.locator("[data-slot=recommendation-media]");
      await media.scrollIntoViewIfNeeded();
      await expect(media).toHaveAttribute("data-image-failed");
      await expect(media.locator("[data-slot=recommendation-media-fallback] svg")).toBeVisible();
    });
  });

  test.describe("unknown guides (SPEC §8 'Guide not found', from the server with status 404)", () => {
    // The browser reports the 404 document itself as a console error.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    for (const [name, slug] of [
      ["an unknown slug", "no-such-guide"],
      ["spaces", "coffee%20gear"],
      ["unicode", "kopi-%E2%98%95"],
      ["300 characters", "a".repeat(300)],
    ] as const) {
      test(`bad input: ${name} answers 404 with 'Guide not found' and its title`, async ({ page }) => {
        const response = await page.goto(`/inspirations/guide/${slug}`);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle("Guide not found — Inspirations");
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        // The same page serves every unknown slug, so its tags name none and stay as served once hydrated.
        const served = /<link rel="canonical" href="([^"]+)"/.exec((await response?.text()) ?? "")?.[1];
        expect(served).toBeTruthy();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", served ?? "");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guide not found");
        await expect(page.getByRole("link", { name: "Back to Inspirations" })).toHaveAttribute("href", "/inspirations");
      });
    }

    test("with JavaScript off, an unknown guide still reads 'Guide not found'", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto("/inspirations/guide/no-such-guide");
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Guide not found — Inspirations");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guide not found");
      await context.close();
    });
  });
});

test.describe("recommendation detail", () => {
  test("back to the guide, badges, title, brand, description, cover, service area, where to find it, details, related", async ({
    page,
  }) => {
    await page.goto("/inspirations/item/local-beans-subscription");
    const data = await apiData(page);
    const item = data.items.find((i) => i.slug === "local-beans-subscription")!;
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(item.title));
    await expect(page.getByText(`by ${String(item.brand_company)}`).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Service Area" })).toBeVisible();
    await expect(page.getByText(String(item.service_area))).toBeVisible();
    await expect(page.getByRole("heading", { name: "Where to find it" })).toBeVisible();
    const details = page.locator("dl");
    await expect(details).toContainText("Type");
    await expect(details).toContainText(String(item.entry_type));
    const related = page.getByRole("heading", { name: "Related" });
    await expect(related).toBeVisible();
    const relatedCount = await page.locator("section[aria-labelledby=related-title] [data-slot=content-card]").count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(4);
    await page.getByRole("link", { name: /^Back to / }).click();
    await expect(page).toHaveURL(new RegExp(`/inspirations/guide/${String(item.category_slug)}$`));
  });

  test("a featured item shows '⭐ Featured'", async ({ page }) => {
    await page.goto("/inspirations/item/gooseneck-kettle");
    await expect(page.getByText("⭐ Featured")).toBeVisible();
  });

  afterBuild("bad input: an item whose guide does not exist goes back to Inspirations", async ({ page }) => {
    await page.route(
      API,
      fulfilJson(
        customData({
          guide: { category_slug: "other" },
          items: [{ slug: "fresh-item", title: "Fresh item", category_slug: "no-guide", publish: true }],
        }),
      ),
    );
    await page.goto("/inspirations/item/fresh-item");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fresh item");
    await expect(page.getByRole("link", { name: "Back to Inspirations" })).toHaveAttribute("href", "/inspirations");
  });

  test.describe("unknown items (SPEC §8 'Recommendation not found', from the server with status 404)", () => {
    // The browser reports the 404 document itself as a console error.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    for (const [name, slug] of [
      ["an unknown slug", "no-such-item"],
      ["spaces", "gooseneck%20kettle"],
      ["unicode", "caf%C3%A9-%E2%98%95"],
      ["300 characters", "b".repeat(300)],
    ] as const) {
      test(`bad input: ${name} answers 404 with 'Recommendation not found' and its title`, async ({ page }) => {
        const response = await page.goto(`/inspirations/item/${slug}`);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle("Recommendation not found — Inspirations");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recommendation not found");
        await page.getByRole("link", { name: "Back to Inspirations" }).click();
        await expect(page).toHaveURL(/\/inspirations$/);
      });
    }
  });
});
