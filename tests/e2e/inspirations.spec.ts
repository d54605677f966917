import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, pageWithoutJavaScript, test } from "./fixtures";
import { inspirationsData, shownGuideAndItem, visibleGuides } from "./inspirations-data";
import { contentWithRows, startSiteServer } from "./site-server";

/** kit-guide's sections (SPEC §4: a guide's cards of text). */
const KIT_SECTIONS = [
  { key: "start", title: "Start here", body_md: "If you buy one thing, buy the kettle." },
  { key: "beans", title: "About beans", body_md: "Fresh beans matter more than gear." },
];

const EVIL =
  'Hi <script>window.__pwned = 1</script> [click](javascript:window.__pwned=2) <img src=x onerror="window.__pwned=3">';

/**
 * The built site served from content that changed after the build: guides and items whose pages
 * were never pre-rendered, which the server renders from its live content. Each holds a case of bad
 * input: fresh-guide (a description only), bare-guide (no sections, no description), ordered-guide
 * (manual_order_titles naming a missing title, a link whose item matches nothing), evil-guide
 * (script and javascript: links in its markdown), image-guide (a cover that 404s), orphan-item (its
 * guide does not exist). And two whole guides whose every field a test reads is known here, so that no
 * test depends on the owner's sample rows: kit-guide (sections, related content, a featured item with a
 * brand, service area, cover and a referral code, and an item with an Amazon link) and plain-guide (one
 * item, an official link only).
 */
const afterBuild = test.extend<object, { siteWithAddedContent: { url: string } }>({
  siteWithAddedContent: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a (here empty) pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const guide = (slug: string, title: string, more: Record<string, string> = {}) => ({
        category_slug: slug,
        title,
        intro: "Added after the build.",
        thumbnail: "coffee-gear",
        publish: "TRUE",
        ...more,
      });
      const item = (slug: string, title: string, category: string, more: Record<string, string> = {}) => ({
        slug,
        title,
        category_slug: category,
        publish: "TRUE",
        entry_type: "Product",
        ...more,
      });
      const site = await startSiteServer(
        contentWithRows({
          "guides.csv": [
            guide("fresh-guide", "Fresh guide", { description_md: "Only a description." }),
            guide("bare-guide", "Bare guide"),
            guide("ordered-guide", "Ordered guide", {
              manual_order_titles: "No such title, B item",
              last_updated: "2025-03-14",
            }),
            guide("evil-guide", "Evil guide", { description_md: EVIL, related_content_md: EVIL }),
            guide("image-guide", "Image guide"),
            guide("kit-guide", "Kit guide", {
              sections: JSON.stringify(KIT_SECTIONS),
              related_content_md: "The [talks](/insights) this kit carried me through.",
            }),
            guide("plain-guide", "Plain guide"),
          ],
          "items.csv": [
            item("fresh-item", "Fresh item", "fresh-guide"),
            item("bare-item", "Bare item", "bare-guide"),
            item("a-item", "A item", "ordered-guide"),
            item("b-item", "B item", "ordered-guide"),
            item("evil-item", "Evil item", "evil-guide", { short_note: EVIL }),
            item("broken-image-item", "Broken image item", "image-guide", {
              image_cover_url: "/assets/missing-404.png",
            }),
            item("orphan-item", "Orphan item", "no-guide"),
            item("kit-kettle", "Kit kettle", "kit-guide", {
              description: "A gooseneck kettle that pours slowly.",
              entry_type: "Service",
              featured: "TRUE",
              brand_company: "Kettle Works",
              service_area: "Jakarta and Bandung",
              short_note: "Pour slowly and **taste** the difference.",
              // A file of the site itself, not of the owner's content: it is there whatever the content holds.
              image_cover_url: "/placeholder.svg",
              image_alt: "A kettle on a stove",
            }),
            item("kit-grinder", "Kit grinder", "kit-guide"),
            item("plain-item", "Plain item", "plain-guide"),
          ],
          "links.csv": [
            { item_slug: "nobody", store: "Lost shop", store_type: "Official", url: "https://lost.example" },
            {
              item_slug: "kit-kettle",
              store: "Kettle Works",
              store_type: "Official",
              url: "https://kettle.example/kettle",
              referral_code: "SEKAR10",
            },
            {
              item_slug: "kit-grinder",
              store: "Amazon",
              store_type: "Marketplace",
              url: "https://www.amazon.example/grinder",
            },
            { item_slug: "plain-item", store: "Plain shop", store_type: "Official", url: "https://plain.example" },
          ],
        }),
      );
      await use(site);
      await site.close();
    },
    // Starting the server is not part of the first test's time.
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ siteWithAddedContent }, use) => use(siteWithAddedContent.url),
});

/**
 * A stand-in for the owner's Google Sheet web app that fails every call (503) until `recover` gives
 * it the inspirations answer (the other data sets keep failing).
 */
async function failingSheet(): Promise<{
  url: string;
  recover: (answer: unknown) => void;
  close: () => Promise<void>;
}> {
  let answer: unknown;
  const server = createServer((request, response) => {
    if (answer === undefined || !request.url?.includes("api=inspirations")) {
      response.writeHead(503, { "content-type": "text/plain" }).end("down");
    } else response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/exec`,
    recover: (data) => (answer = data),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The built site whose content source is a sheet that fails and has never answered: SPEC §4's
 * error with no data. Answers are not kept, so the sheet is asked again on every visit.
 */
const failingSource = test.extend<{ siteWithFailingSheet: { url: string; recover: (answer: unknown) => void } }>({
  // A server of its own for each test: a test may let the sheet recover.
  // eslint-disable-next-line no-empty-pattern
  siteWithFailingSheet: async ({}, use) => {
    const sheet = await failingSheet();
    const site = await startSiteServer(contentWithRows({}), {
      env: {
        CONTENT_SOURCE: "remote-sheet",
        SHEETS_URL: sheet.url,
        SHEETS_TIMEOUT_MS: "2000",
        SHEETS_MAX_AGE_SECONDS: "0",
        SHEETS_RETRY_AFTER_SECONDS: "0",
      },
    });
    await use({ url: site.url, recover: sheet.recover });
    await site.close();
    await sheet.close();
  },
  baseURL: async ({ siteWithFailingSheet }, use) => use(siteWithFailingSheet.url),
});

/** The text of the page's main content and the addresses of its links, as a visitor finds them. */
async function contentAndLinks(page: Page): Promise<{ text: string; links: string[] }> {
  const main = page.locator("main");
  return {
    text: (await main.innerText()).replace(/\s+/g, " ").trim(),
    links: await main.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? "")),
  };
}

/** The page's main content and links with JavaScript on, then off: they must be the same. */
async function expectSameWithoutJavaScript(page: Page, browser: Browser, path: string): Promise<void> {
  await page.goto(path);
  const withScripts = await contentAndLinks(page);
  // The same server's address (a test may run against a site server of its own).
  const withoutScripts = await pageWithoutJavaScript(browser, page.url());
  try {
    expect(await contentAndLinks(withoutScripts)).toEqual(withScripts);
  } finally {
    await withoutScripts.context().close();
  }
  expect(withScripts.links.length).toBeGreaterThan(0);
}

test.describe("/inspirations", () => {
  test("hero, what this page is, value cards, guide grid with the API's counts, brands call to action", async ({
    page,
  }) => {
    await page.goto("/inspirations");
    const data = await inspirationsData(page.request);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stuff I actually use.");
    await expect(page.getByRole("heading", { name: "What this page is" })).toBeVisible();
    await expect(page.locator("[data-slot=affiliate-disclosure]")).toContainText("affiliate");
    await expect(page.locator("[data-slot=value-card]")).toHaveCount(3);
    const guides = visibleGuides(data);
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
    const [first] = visibleGuides(await inspirationsData(page.request));
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

  test("content with no guide shows 'Nothing here yet…', rendered by the server", async ({ browser }) => {
    test.slow(); // starts a site server of its own
    // The owner emptied the guides after the build (the server accepts a list that shrank to nothing).
    const site = await startSiteServer(contentWithRows({ "guides.csv": [] }, { replace: true }), {
      env: { CONTENT_ACCEPT_SHRINK: "1" },
    });
    try {
      const page = await pageWithoutJavaScript(browser, `${site.url}/inspirations`);
      await expect(
        page.getByText("Nothing here yet. I'm still writing these guides—try another topic or check back soon."),
      ).toBeVisible();
      await expect(page.locator("[data-slot=guide-grid]")).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.context().close();
    } finally {
      await site.close();
    }
  });

  test("with JavaScript off it shows the same content and links as with it", async ({ page, browser }) => {
    await expectSameWithoutJavaScript(page, browser, "/inspirations");
  });
});

failingSource.describe("a content source that fails with nothing to fall back on (SPEC §4, §8)", () => {
  // Each test starts a site server of its own.
  failingSource.slow();

  failingSource(
    "/inspirations shows the error with a Retry link in its HTML, and Retry loads the page again",
    async ({ page, browser, siteWithFailingSheet }) => {
      const html = await (await page.request.get("/inspirations")).text();
      expect(html).toContain("Failed to load guides. Please try again.");
      expect(html).not.toContain("Loading");
      expect(html).not.toContain('rel="modulepreload"');

      const offline = await pageWithoutJavaScript(browser, `${siteWithFailingSheet.url}/inspirations`);
      await expect(offline.getByRole("alert")).toContainText("Failed to load guides. Please try again.");
      await expect(offline.getByRole("link", { name: "Retry" })).toHaveAttribute("href", "/inspirations");
      await expect(offline.locator("[data-slot=guide-grid]")).toHaveCount(0);
      await offline.context().close();

      await page.goto("/inspirations");
      await expect(page.getByRole("alert")).toContainText("Failed to load guides. Please try again.");
      // The sheet is back: Retry is a new visit, and the server asks the sheet again.
      siteWithFailingSheet.recover({
        guides: [{ category_slug: "back-again", title: "Back again", thumbnail: "coffee-gear", publish: "TRUE" }],
        items: [{ slug: "back-item", title: "Back item", category_slug: "back-again", publish: "TRUE" }],
        links: [{ item_slug: "back-item", store: "Back shop", store_type: "Official", url: "https://back.example" }],
      });
      const reload = page.waitForEvent("load");
      await page.getByRole("link", { name: "Retry" }).click();
      await reload;
      await expect(page.locator("[data-slot=guide-grid]").getByRole("link", { name: "Back again" })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
    },
  );

  failingSource(
    "a guide and an item page show the error with Retry, not 'not found'",
    async ({ browser, siteWithFailingSheet }) => {
      for (const path of ["/inspirations/guide/coffee-gear", "/inspirations/item/gooseneck-kettle"]) {
        const page = await pageWithoutJavaScript(browser, `${siteWithFailingSheet.url}${path}`);
        await expect(page.getByRole("alert")).toContainText("Failed to load guides. Please try again.");
        await expect(page.getByRole("link", { name: "Retry" })).toHaveAttribute("href", path);
        await expect(page.getByText(/not found/)).toHaveCount(0);
        await page.context().close();
      }
    },
  );
});

test.describe("guide detail", () => {
  afterBuild("breadcrumb, intro, sections, related content, count line, cards, noindex and title", async ({ page }) => {
    await page.goto("/inspirations/guide/kit-guide");
    await expect(page).toHaveTitle("Kit guide Guide — Inspirations");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Inspirations" })).toHaveAttribute("href", "/inspirations");
    await expect(crumbs).toContainText("Kit guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kit guide");
    await expect(page.getByText("Added after the build.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Related content" })).toBeVisible();
    await expect(page.getByRole("link", { name: "talks" })).toHaveAttribute("href", "/insights");
    const sectionCard = (title: string) =>
      page.locator("details", { has: page.getByRole("heading", { level: 2, name: title }) });
    for (const section of KIT_SECTIONS)
      await expect(sectionCard(section.title).locator(":scope > summary")).toBeVisible();
    const [first] = KIT_SECTIONS;
    await expect(page.getByText(first!.body_md)).toBeHidden();
    await sectionCard(first!.title).locator(":scope > summary").click();
    await expect(sectionCard(first!.title)).toHaveJSProperty("open", true);
    await expect(page.getByText(first!.body_md)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recommendations" })).toBeVisible();
    await expect(page.locator("[data-slot=recommendation-count]")).toHaveText(/^2 recommendation\(s\)/);
    await expect(page.locator("[data-slot=recommendation-card] h3")).toHaveText(["Kit kettle", "Kit grinder"]);
    // SPEC §2: a link URL with 'amazon' in it (the grinder's) brings the affiliate notice.
    await expect(page.locator("[data-slot=affiliate-notice]")).toBeVisible();
  });

  afterBuild(
    "'My take' and 'Get it' expand; the referral code copies and says 'Copied!'",
    async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/inspirations/guide/kit-guide");
      const card = page.locator("[data-slot=recommendation-card]").filter({ hasText: "Kit kettle" });
      const myTake = card.locator("details", { has: page.locator("summary", { hasText: "My take" }) });
      await myTake.locator(":scope > summary").click();
      await expect(myTake).toHaveJSProperty("open", true);
      await expect(myTake.getByText("the difference")).toBeVisible();
      await card.locator("summary", { hasText: "Get it" }).click();
      const links = card.locator("a[target=_blank]");
      await expect(links.first()).toHaveAttribute("rel", "noopener noreferrer");
      await card.getByRole("button", { name: "Copy" }).click();
      await expect(card.getByRole("button", { name: "Copied!" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("SEKAR10");
      await expect(card.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4_000 });
    },
  );

  afterBuild("no affiliate notice on a guide without amazon or affiliate links", async ({ page }) => {
    await page.goto("/inspirations/guide/plain-guide");
    await expect(page.locator("[data-slot=recommendation-card]").filter({ hasText: "Plain item" })).toBeVisible();
    await expect(page.locator("[data-slot=affiliate-notice]")).toHaveCount(0);
  });

  test("a card's title opens the recommendation page", async ({ page }) => {
    await page.goto((await shownGuideAndItem(page.request)).guide);
    const title = page.locator("[data-slot=recommendation-card] h3 a").first();
    const name = await title.innerText();
    await title.click();
    await expect(page).toHaveURL(/\/inspirations\/item\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  afterBuild(
    "with JavaScript off a guide's sections open and its cards show",
    async ({ browser, siteWithAddedContent }) => {
      const page = await pageWithoutJavaScript(browser, `${siteWithAddedContent.url}/inspirations/guide/kit-guide`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kit guide");
      // The sections open without scripts too.
      const [first] = KIT_SECTIONS;
      const card = page.locator("details", { has: page.getByRole("heading", { level: 2, name: first!.title }) });
      await expect(page.getByText(first!.body_md)).toBeHidden();
      await card.locator(":scope > summary").click();
      await expect(page.getByText(first!.body_md)).toBeVisible();
      await expect(page.locator("[data-slot=recommendation-card]").first()).toBeVisible();
      await page.context().close();
    },
  );

  afterBuild(
    "a guide added to the content after the build answers 200 rendered by the server from the live content",
    async ({ page, request }) => {
      afterBuild.slow(); // axe over a whole page
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
      await page.goto("/inspirations/guide/bare-guide");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bare guide");
      await expect(page.locator("summary", { hasText: "Notes" })).toHaveCount(0);
      await expect(page.locator("[data-slot=recommendation-count]")).toHaveText("1 recommendation(s)");
    },
  );

  afterBuild(
    "bad input: manual_order_titles naming missing titles; a link whose item_slug matches nothing",
    async ({ page }) => {
      await page.goto("/inspirations/guide/ordered-guide");
      await expect(page.locator("[data-slot=recommendation-card] h3")).toHaveText(["B item", "A item"]);
      await expect(page.locator("[data-slot=recommendation-count]")).toHaveText(
        "2 recommendation(s), updated March 14, 2025",
      );
      await expect(page.getByText("Lost shop")).toHaveCount(0);
    },
  );

  afterBuild("bad input: script and javascript: links in markdown do nothing", async ({ page }) => {
    await page.goto("/inspirations/guide/evil-guide");
    await page.locator("summary", { hasText: "Notes" }).click();
    await page.locator("summary", { hasText: "My take" }).click();
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.locator("main script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test.describe("image", () => {
    test.use({ allowedConsoleErrors: [[/Failed to load resource/], { scope: "test" }] });
    afterBuild("bad input: an image URL that 404s falls back to an icon", async ({ page }) => {
      await page.goto("/inspirations/guide/image-guide");
      const media = page.locator("[data-slot=recommendation-media]");
      await media.scrollIntoViewIfNeeded();
      await expect(media).toHaveAttribute("data-image-failed");
      await expect(media.locator("[data-slot=recommendation-media-fallback] svg")).toBeVisible();
    });
  });

  test("with JavaScript off it shows the same content and links as with it", async ({ page, browser }) => {
    await expectSameWithoutJavaScript(page, browser, (await shownGuideAndItem(page.request)).guide);
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
  afterBuild(
    "back to the guide, badges, title, brand, description, cover, service area, where to find it, details, related",
    async ({ page }) => {
      await page.goto("/inspirations/item/kit-kettle");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kit kettle");
      await expect(page.getByText("⭐ Featured")).toBeVisible();
      await expect(page.getByText("by Kettle Works").first()).toBeVisible();
      await expect(page.getByText("A gooseneck kettle that pours slowly.")).toBeVisible();
      await expect(page.locator("main").getByRole("img", { name: "A kettle on a stove" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Service Area" })).toBeVisible();
      await expect(page.getByText("Jakarta and Bandung")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Where to find it" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Kettle Works/ })).toHaveAttribute(
        "href",
        "https://kettle.example/kettle",
      );
      const details = page.locator("dl");
      await expect(details).toContainText("Type");
      await expect(details).toContainText("Service");
      // The guide's other recommendation.
      await expect(page.getByRole("heading", { name: "Related" })).toBeVisible();
      await expect(page.locator("section[aria-labelledby=related-title] [data-slot=content-card]")).toHaveText([
        /Kit grinder/,
      ]);
      await page.getByRole("link", { name: "Back to Kit guide" }).click();
      await expect(page).toHaveURL(/\/inspirations\/guide\/kit-guide$/);
    },
  );

  afterBuild("an item that is not featured shows no '⭐ Featured'", async ({ page }) => {
    await page.goto("/inspirations/item/kit-grinder");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kit grinder");
    await expect(page.getByText("⭐ Featured")).toHaveCount(0);
  });

  afterBuild("bad input: an item whose guide does not exist goes back to Inspirations", async ({ page }) => {
    await page.goto("/inspirations/item/orphan-item");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orphan item");
    await expect(page.getByRole("link", { name: "Back to Inspirations" })).toHaveAttribute("href", "/inspirations");
  });

  test.describe("cover image", () => {
    test.use({ allowedConsoleErrors: [[/Failed to load resource/], { scope: "test" }] });
    afterBuild("bad input: a cover that 404s shows the guide's icon instead (SPEC §8)", async ({ page }) => {
      await page.goto("/inspirations/item/broken-image-item");
      // The shell's head script marks the failure; CSS shows the image's fallback, the guide's icon, in its place.
      const cover = page.locator("main [data-slot=image]").first();
      await expect(cover).toHaveAttribute("data-image-failed");
      const failed = cover.locator("img[src='/assets/missing-404.png']");
      await expect(failed).toBeHidden();
      // The icon takes the cover's place, its description too (the failed picture is gone from screen readers).
      const icon = cover.locator("[data-slot=image-fallback] img");
      await expect(icon).toHaveAttribute("alt", (await failed.getAttribute("alt")) ?? "");
      await expect(icon).toBeVisible();
      await expect(icon).toHaveAttribute("src", "/assets/category-icons/coffee-gear.svg");
      await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    });

    afterBuild("a cover that loads: the icon drawn beside it stays hidden and is never fetched", async ({ page }) => {
      const icons: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/assets/category-icons/")) icons.push(new URL(request.url()).pathname);
      });
      await page.goto("/inspirations/item/kit-kettle", { waitUntil: "load" });
      const cover = page.locator("main [data-slot=image]").first();
      await expect(cover.getByRole("img", { name: "A kettle on a stove" })).toBeVisible();
      await expect(cover).not.toHaveAttribute("data-image-failed");
      await expect(cover.locator("[data-slot=image-fallback]")).toBeHidden();
      expect(icons).toEqual([]);
    });
  });

  test("with JavaScript off it shows the same content and links as with it", async ({ page, browser }) => {
    await expectSameWithoutJavaScript(page, browser, (await shownGuideAndItem(page.request)).item);
  });

  afterBuild(
    "an item added after the build: the same content and links with JavaScript off",
    async ({ page, browser }) => {
      await expectSameWithoutJavaScript(page, browser, "/inspirations/item/fresh-item");
    },
  );

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
