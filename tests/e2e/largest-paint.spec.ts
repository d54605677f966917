import { NOT_FOUND_PATH, sitePages } from "../../model/site-pages";
import { expect, test } from "./fixtures";

// "the LCP image of each page is preloaded and not lazy". Chromium names the
// largest paint of each page; when it is a picture, the HTML must let the browser fetch
// it at once (eager, so the preload scanner finds it), never lazily (a lazy picture
// waits for layout before its download even starts).
const paths = [
  ...sitePages.filter((page) => page.path !== NOT_FOUND_PATH).map((page) => page.path),
  "/inspirations/guide/coffee-gear",
  "/inspirations/item/bamboo-whisk-set",
];

// Decision 011: the page's scripts start downloading only once the browser has reported the first
// contentful paint (<Scripts deferUntilPaint />), so no script request competes with it (nor counts
// towards it in Lighthouse).
for (const path of paths) {
  test(`${path}: the largest paint, when a picture, is not lazy; no script is requested before the first contentful paint`, async ({
    page,
  }) => {
    await page.goto(path);
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag: string; loading: string } | null>((resolve) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined)
              ?.element;
            resolve(element ? { tag: element.tagName, loading: element.getAttribute("loading") ?? "" } : null);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest, "Chromium reports a largest paint").not.toBeNull();
    if (largest?.tag === "IMG") expect(largest.loading).not.toBe("lazy");

    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstContentfulPaint, "Chromium reports a first contentful paint").not.toBeNull();
    expect(timing.scriptStarts.length, "the page loads its scripts").toBeGreaterThan(0);
    expect(Math.min(...timing.scriptStarts)).toBeGreaterThan(timing.firstContentfulPaint ?? Infinity);
  });
}
