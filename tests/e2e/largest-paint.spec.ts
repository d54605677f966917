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

// The stylesheet, the one file the first paint waits for, is asked for before any script (decision 022).
for (const path of paths) {
  test(`${path}: the largest paint, when a picture, is not lazy; the stylesheet comes before the scripts`, async ({
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

    const order = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"], script[src]')).map(
        (element) => (element.matches('link[rel="stylesheet"]') ? "stylesheet" : "script"),
      ),
    );
    expect(order.indexOf("stylesheet"), "the page has a stylesheet").toBeGreaterThanOrEqual(0);
    expect(order.indexOf("stylesheet")).toBeLessThan(order.indexOf("script") === -1 ? Infinity : order.indexOf("script"));
  });
}
