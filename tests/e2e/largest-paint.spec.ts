import { NOT_FOUND_PATH, sitePages } from "../../model/pages/site-pages";
import { SMALL_IMAGE_LIMIT } from "../../model/ui/small-images";
import { expect, test } from "./fixtures";
import { shownGuideAndItem } from "./inspirations-data";

// "the LCP image of each page is preloaded and not lazy". Chromium names the
// largest paint of each page; when it is a picture, the HTML must let the browser fetch
// it at once (eager, so the preload scanner finds it), never lazily (a lazy picture
// waits for layout before its download even starts).
// A guide and an item page: whichever the owner's content shows (tests/e2e/inspirations-data.ts).
const CONTENT_PAGES = { "a guide page": "guide", "an item page": "item" } as const;
const paths = [
  ...sitePages.filter((page) => page.path !== NOT_FOUND_PATH).map((page) => page.path),
  ...Object.keys(CONTENT_PAGES),
];

// The first paint waits for no file: the site's CSS is written into <head> (decision 023). When the largest paint
// is a picture, <head> asks for it ahead of every script; when it is one of the site's small files, it is written
// into the page instead (decision 036), so it comes with the HTML.
for (const path of paths) {
  test(`${path}: the largest paint, when a picture, is not lazy and is preloaded before the scripts or written into the page; the CSS is in the page`, async ({
    page,
  }) => {
    const contentPage = CONTENT_PAGES[path as keyof typeof CONTENT_PAGES];
    const response = await page.goto(contentPage ? (await shownGuideAndItem(page.request))[contentPage] : path);
    // The <head> as served, which is what the first paint waits for (a showcase page's app, once started, adds
    // the whole stylesheet and its scripts there: decision 033).
    const served = (await response?.text()) ?? "";
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag: string; loading: string; file: string; inPage: boolean; shown: boolean } | null>(
          (resolve) => {
            new PerformanceObserver((list) => {
              const element = (
                list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined
              )?.element;
              resolve(
                element
                  ? {
                      tag: element.tagName,
                      loading: element.getAttribute("loading") ?? "",
                      file:
                        element instanceof HTMLImageElement && !element.currentSrc.startsWith("data:")
                          ? new URL(element.currentSrc).pathname
                          : "",
                      inPage: element instanceof HTMLImageElement && element.currentSrc.startsWith("data:"),
                      shown: element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
                    }
                  : null,
              );
            }).observe({ type: "largest-contentful-paint", buffered: true });
          },
        ),
    );
    expect(largest, "Chromium reports a largest paint").not.toBeNull();

    const head = await page.evaluate(
      (html) =>
        Array.from(
          new DOMParser()
            .parseFromString(html, "text/html")
            .head.querySelectorAll(
              'style, link[rel="stylesheet"], link[rel="preload"][as="image"], link[rel="modulepreload"], script[src]',
            ),
        ).map((element) => ({
          kind: element.matches("style")
            ? "style"
            : element.matches('link[rel="stylesheet"]')
              ? "stylesheet"
              : element.matches("link[as=image]")
                ? "image"
                : "script",
          urls: `${element.getAttribute("href") ?? ""} ${element.getAttribute("imagesrcset") ?? ""}`,
          length: element.textContent?.length ?? 0,
        })),
      served,
    );
    const firstScript = head.findIndex((entry) => entry.kind === "script");
    const before = (index: number) => index >= 0 && (firstScript === -1 || index < firstScript);
    expect(
      head.filter((entry) => entry.kind === "stylesheet"),
      "no stylesheet for the first paint to wait for",
    ).toEqual([]);
    const styles = head.findIndex((entry) => entry.kind === "style" && entry.length > 10_000);
    expect(before(styles), "the site's CSS is written into <head> before the scripts").toBe(true);
    if (largest?.tag === "IMG") {
      expect(largest.loading).not.toBe("lazy");
      expect(largest.shown, "the picture shows").toBe(true);
      if (largest.inPage) {
        expect(
          head.filter((entry) => entry.kind === "image"),
          "a picture in the page is not preloaded too",
        ).toEqual([]);
      } else {
        const preload = head.findIndex((entry) => entry.kind === "image" && entry.urls.includes(largest.file));
        expect(before(preload), `${largest.file} is preloaded before the scripts`).toBe(true);
        const file = await page.request.get(largest.file);
        expect(
          file.ok() && (await file.body()).byteLength <= SMALL_IMAGE_LIMIT,
          `${largest.file} is not one of the site's small pictures, which are written into the page`,
        ).toBe(false);
      }
    }
  });
}
