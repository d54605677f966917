import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { shownGuideAndItem } from "./inspirations-data";

// "Fonts: self-hosted, subsetted, preloaded" (tooling/display-font-subsets.ts):
// headings in English take the display face from one preloaded file; the rest of
// Latin is a second file, fetched only for a heading that needs it.
const BASIC = /\/assets\/bricolage-grotesque-latin-basic-700-[\w-]{8}\.woff2$/;
const REST = /\/assets\/bricolage-grotesque-latin-rest-700-[\w-]{8}\.woff2$/;

function fontRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".woff2")) requests.push(pathname);
  });
  return requests;
}

function loadedDisplayFaces(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.includes("Bricolage") && face.status === "loaded").length;
  });
}

for (const path of ["/", "a guide page"]) {
  test(`${path}: headings use the preloaded display font file; the rest of Latin is not downloaded`, async ({
    page,
  }) => {
    const requests = fontRequests(page);
    // A guide page: whichever the owner's content shows.
    await page.goto(path === "/" ? path : (await shownGuideAndItem(page.request)).guide);
    expect(await loadedDisplayFaces(page)).toBe(1);
    expect(requests.filter((request) => BASIC.test(request))).toHaveLength(1);
    expect(requests.filter((request) => REST.test(request))).toEqual([]);
    await expect(page.locator(`link[rel=preload][as=font]`)).toHaveAttribute("href", BASIC);
  });
}

test("a heading with an accented letter fetches the rest-of-Latin file and shows it in the display face", async ({
  page,
}) => {
  const requests = fontRequests(page);
  await page.goto("/");
  await page.evaluate(() => {
    const heading = document.createElement("h2");
    heading.className = "type-h2";
    heading.textContent = "Café façade";
    document.querySelector("main")?.prepend(heading);
  });
  // The browser asks for the face once it has styled the new heading.
  await expect.poll(() => loadedDisplayFaces(page)).toBe(2);
  expect(requests.filter((request) => REST.test(request))).toHaveLength(1);
});
