import { type Page, test as plainTest } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, openWithScriptsHeld, test } from "./fixtures";

// Site search (docs/decisions/016): a native <dialog> opened from the top bar, the
// menu, "/" or Ctrl/Cmd+K; Pagefind's index of the pre-rendered pages loads on first use.

const dialog = (page: Page) => page.locator("dialog#site-search");
const field = (page: Page) => dialog(page).getByRole("searchbox", { name: "Search" });
const results = (page: Page) => dialog(page).getByRole("list", { name: "Search results" }).getByRole("link");
const trigger = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search" });

type Guide = { category_slug: string; title: string; publish?: boolean; sections?: { key: string; body_md: string }[] };
type Item = { category_slug: string; publish?: boolean };

/**
 * A word that appears in one guide section's body and in no other guide or item text of the content
 * API's answer: the search must lead to that guide.
 */
async function sectionWord(page: Page): Promise<{ word: string; slug: string }> {
  const data = (await (await page.request.get("/api/sheets?api=inspirations")).json()) as {
    guides: Guide[];
    items: Item[];
  };
  const visible = data.guides.filter(
    (guide) =>
      guide.publish !== false &&
      data.items.some((item) => item.category_slug === guide.category_slug && item.publish === true),
  );
  const everything = JSON.stringify(data).toLowerCase();
  for (const guide of visible) {
    for (const section of guide.sections ?? []) {
      const words = section.body_md.toLowerCase().match(/\b[a-z]{8,}\b/g) ?? [];
      const unique = words.find((word) => everything.split(word).length === 2);
      if (unique) return { word: unique, slug: guide.category_slug };
    }
  }
  throw new Error("no guide section has a word of its own");
}

test("a word from a guide section's body finds that guide, and the result names the section's anchor", async ({
  page,
}) => {
  const { word, slug } = await sectionWord(page);
  await page.goto("/");
  await trigger(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await field(page).fill(word);
  const hit = results(page).first();
  await expect(hit).toHaveAttribute("href", new RegExp(`^/inspirations/guide/${slug}#section-`));
});

test("keyboard only: / opens, type, arrow down, Enter goes to the page; focus starts in the field", async ({
  page,
}) => {
  const { word, slug } = await sectionWord(page);
  await page.goto("/");
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(word);
  // The results of the whole word, not of a prefix typed on the way (those may lead elsewhere).
  await expect(results(page).first()).toHaveAttribute("href", new RegExp(`^/inspirations/guide/${slug}#section-`));
  await page.keyboard.press("ArrowDown");
  await expect(results(page).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/inspirations/guide/${slug}#section-`));
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Ctrl+K opens, Escape closes and focus returns to where it was", async ({ page }) => {
  await page.goto("/insights");
  await trigger(page).focus();
  await page.keyboard.press("Control+k");
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
  // "/" typed into a field is just a character.
  await page.keyboard.press("/");
  await field(page).fill("a/b");
  await expect(field(page)).toHaveValue("a/b");
});

test("the menu has the search too; closing it returns focus to the top bar's search", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("dialog#site-menu").getByRole("button", { name: "Search" }).click();
  await expect(page.locator("dialog#site-menu")).toBeHidden();
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
});

test("Indonesian titles and words typed with accents are found", async ({ page }) => {
  await page.goto("/");
  await trigger(page).click();
  await field(page).fill("kesehatán mental");
  await expect(results(page).first()).toBeVisible();
  await expect(
    results(page)
      .filter({ hasText: /kesehatan mental/i })
      .first(),
  ).toHaveAttribute("href", /^\/insights/);
});

test("no result says so and offers ways on; the showcase pages are not searched", async ({ page }) => {
  await page.goto("/");
  await trigger(page).click();
  await field(page).fill("qwxzqwxz");
  await expect(dialog(page).getByRole("status")).toHaveText("No results for “qwxzqwxz”.");
  const browse = dialog(page).getByRole("navigation", { name: "Browse instead" });
  await expect(browse.getByRole("link", { name: "Talks and podcasts" })).toHaveAttribute("href", "/insights");
  await expect(browse.getByRole("link", { name: "Guides to tools I use" })).toHaveAttribute("href", "/inspirations");
  // "destructive" is a button variant shown only on /components/buttons.
  await field(page).fill("destructive");
  await expect(dialog(page).getByRole("status")).toHaveText(/^(No results|\d+ results?) for “destructive”/);
  for (const href of await results(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).not.toMatch(/^\/components/);
  }
});

test("one result that cannot be read (a failed fragment, a reference past U+10FFFF) leaves the others shown", async ({
  page,
}) => {
  // Pagefind's engine stands in with three results: the second's data does not load.
  await page.route("**/pagefind/pagefind.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `
        const page = (url, title, excerpt) => ({ id: url, data: async () => ({ url, excerpt, meta: { title } }) });
        export async function options() {}
        export async function init() {}
        export async function debouncedSearch() {
          return { results: [
            page("/insights/", "Insights", "a <mark>tea</mark> talk &#x110000; &#99999999999; &#xD800;"),
            { id: "broken", data: async () => { throw new Error("fragment failed"); } },
            page("/solutions/", "Solutions", "<mark>tea</mark> templates"),
          ] };
        }`,
    }),
  );
  await page.goto("/");
  await trigger(page).click();
  await field(page).fill("tea");
  await expect(dialog(page).getByRole("status")).toHaveText("3 results for “tea”, the best 2 shown.");
  await expect(results(page)).toHaveCount(2);
  expect(await results(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    "/insights",
    "/solutions",
  ]);
  await expect(results(page).first()).toContainText("a tea talk \uFFFD \uFFFD \uFFFD");
});

test("Pagefind is not loaded at start, only once the search is opened", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) requested.push(request.url());
  });
  await page.goto("/");
  await expect(trigger(page)).toBeVisible();
  expect(requested).toEqual([]);
  await trigger(page).click();
  await expect.poll(() => requested.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
});

test("axe finds nothing with the dialog open and results shown", async ({ page }) => {
  await page.goto("/");
  await trigger(page).click();
  await field(page).fill("research");
  await expect(results(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

plainTest(
  "the search button is in the pre-rendered page and opens the search once the scripts have run",
  async ({ page }) => {
    const releaseScripts = await openWithScriptsHeld(page, "/components/buttons");
    await expect(trigger(page)).toBeVisible();
    await releaseScripts();
    await trigger(page).click();
    await expect(field(page)).toBeFocused();
  },
);
