import { fillOwner } from "../../model/pages/page-meta";
import { NOT_FOUND_PATH, sitePages } from "../../model/pages/site-pages";
import { expect, OWNER, test } from "./fixtures";
import { canonicalOf, metaContent, titleOf } from "./html";

// every route of SPEC §2 is pre-rendered with its own head tags.
const pages = sitePages.filter((page) => page.path !== NOT_FOUND_PATH);

for (const sitePage of pages) {
  test(`${sitePage.path} is pre-rendered with its own title, description, canonical, Open Graph and robots tags`, async ({
    request,
  }) => {
    const response = await request.get(sitePage.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = fillOwner(sitePage.title, OWNER);
    const description = fillOwner(sitePage.description, OWNER);
    expect(titleOf(html)).toBe(title);
    expect(metaContent(html, "name", "description")).toBe(description);
    expect(canonicalOf(html)).toMatch(new RegExp(`^https?://[^/]+${sitePage.path === "/" ? "/" : sitePage.path}$`));
    expect(metaContent(html, "property", "og:title")).toBe(title);
    expect(metaContent(html, "property", "og:description")).toBe(description);
    expect(metaContent(html, "property", "og:url")).toBe(canonicalOf(html));
    expect(metaContent(html, "property", "og:image")).toMatch(/^https?:\/\/.+\.png$/);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "name", "robots")).toBe(sitePage.robots === "index" ? undefined : sitePage.robots);
    // The page's words are in the HTML itself, not added later by scripts.
    expect(html).toMatch(/<h1[^>]*>/);
  });

  test(`${sitePage.path} renders one h1 with no console errors`, async ({ page }) => {
    await page.goto(sitePage.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(fillOwner(sitePage.title, OWNER));
    // SPEC §7: external links open in a new tab with no opener.
    const rels = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("rel") ?? ""));
    for (const rel of rels) expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  });
}

test.describe("search engines and link previews", () => {
  test("sitemap.xml lists every indexable page and none of the noindex ones", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locs = Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1] ?? "").pathname);
    const indexable = sitePages.filter((page) => page.robots === "index").map((page) => page.path);
    expect(locs.sort()).toEqual([...indexable].sort());
  });

  test("robots.txt points at the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  for (const path of ["/", "/experiences"]) {
    test(`${path} describes the owner as a schema.org Person`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
      expect(json).toBeTruthy();
      const person = JSON.parse(json ?? "{}") as Record<string, unknown>;
      expect(person["@type"]).toBe("Person");
      expect(person.name).toBe(OWNER);
    });
  }
});

test("with JavaScript off the home page still reads and links everywhere", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not your boring CV");
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const label of [
    "Experiences",
    "Solutions",
    "Insights",
    "Inspirations",
    "Contact",
    "Components",
    "Privacy Policy",
  ]) {
    await expect(footer.getByRole("link", { name: label })).toBeVisible();
  }
  await context.close();
});

test.describe("heroes of the pages later work fills in", () => {
  // The home hero is walked in home.spec.ts.
  test("experiences: How I Work scrolls to values, Case Studies opens a new tab", async ({ page }) => {
    await page.goto("/experiences");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work, but make it a story.");
    await expect(page.getByText("Turning messy problems into practical systems.")).toBeVisible();
    const caseStudies = page.getByRole("link", { name: "Case Studies (opens in a new tab)", exact: true });
    await expect(caseStudies).toHaveAttribute("target", "_blank");
    await expect(caseStudies).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("link", { name: "How I Work" }).click();
    await expect(page).toHaveURL(/#values-philosophy$/);
    await expect(page.locator("#values-philosophy")).toBeInViewport();
  });

  test("solutions: Browse Solutions scrolls to the store section", async ({ page }) => {
    await page.goto("/solutions");
    await page.getByRole("link", { name: "Browse Solutions" }).click();
    await expect(page.locator("#store-section")).toBeInViewport();
  });

  test("insights: I talk, you learn, and Explore Talks scrolls to the talks", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("I talk, you learn");
    await page.getByRole("link", { name: "Explore Talks" }).click();
    await expect(page.locator("#insights-grid")).toBeInViewport();
  });

  test("inspirations: Stuff I actually use., and See our picks scrolls to the guides", async ({ page }) => {
    await page.goto("/inspirations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stuff I actually use.");
    await page.getByRole("link", { name: "See our picks" }).click();
    await expect(page.getByRole("heading", { name: "Browse by Guide" })).toBeInViewport();
  });

  test("contact: breadcrumb, Let's keep it human. and Get in touch", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's keep it human.");
    await expect(page.getByText("Get in touch")).toBeVisible();
  });

  test("components: the hero and a Browse Components grid of the eight pages", async ({ page }) => {
    await page.goto("/components");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Components I (and my AIs) actually use");
    const grid = page.getByRole("region", { name: "Browse Components" });
    const tiles = grid.getByRole("link");
    await expect(tiles).toHaveCount(8);
    const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(
      ["buttons", "cards", "collapsible", "content", "typography", "spacing", "floating-popover", "images"].map(
        (slug) => `/components/${slug}`,
      ),
    );
    await tiles.nth(2).click();
    await expect(page).toHaveURL(/\/components\/collapsible$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collapsible Card System");
  });

  test("showcase pages: breadcrumb Home > Components > page name", async ({ page }) => {
    await page.goto("/components/floating-popover");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs).toHaveText(/Home\s*>\s*Components\s*>\s*Floating Popover/);
    await crumbs.getByRole("link", { name: "Components" }).click();
    await expect(page).toHaveURL(/\/components$/);
  });

  test("the collapsible page's breadcrumb reads Home / Components / Collapsible Card System", async ({ page }) => {
    await page.goto("/components/collapsible");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
      /Home\s*\/\s*Components\s*\/\s*Collapsible Card System/,
    );
  });
});

test.describe("guide and item pages", () => {
  // Unknown slugs are answered with status 404, which the browser reports as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown guide shows 'Guide not found' with a way back, with status 404", async ({ page }) => {
    const response = await page.goto("/inspirations/guide/no-such-guide");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Guide not found — Inspirations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guide not found");
    await page.getByRole("link", { name: "Back to Inspirations" }).click();
    await expect(page).toHaveURL(/\/inspirations$/);
  });

  test("an unknown recommendation shows 'Recommendation not found' and 'Back to Inspirations'", async ({ page }) => {
    const response = await page.goto("/inspirations/item/caf%C3%A9%20%E2%98%95");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Recommendation not found — Inspirations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recommendation not found");
    await expect(page.getByRole("link", { name: "Back to Inspirations" })).toHaveAttribute("href", "/inspirations");
  });

  test("guide pages stay out of search", async ({ page }) => {
    await page.goto("/inspirations/guide/anything");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test("the privacy page covers the tag manager, session storage, payments and deletion", async ({ page }) => {
  await page.goto("/privacy");
  for (const heading of [
    "Visit statistics (tag manager)",
    "What stays in your browser",
    "Payments, stores and affiliate links",
    "Your rights and how to ask for deletion",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText("session storage")).toBeVisible();
});

test("no tag-manager script loads when no container id is configured", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/");
  await page.getByRole("link", { name: "Read My Story" }).click();
  await expect(page).toHaveURL(/\/experiences$/);
  expect(requests.filter((url) => url.includes("googletagmanager"))).toEqual([]);
  expect(await page.locator("script[data-tag-manager]").count()).toBe(0);
});
