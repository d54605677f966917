/**
 * When the page's JavaScript starts: after the page has loaded and the browser has reported its first
 * contentful paint, so no script request competes with the first paint (decision 011). The page is
 * complete and its controls work without scripts; hydration only enhances them.
 */

/** How long after `load` the scripts start even if the browser has reported no contentful paint. */
export const BOOT_FALLBACK_MS = 3000;

/**
 * The script that starts React Router's deferred boot (`<Scripts deferBoot startBoot>`, patched: the
 * boot's imports wait in `boot(load)`). It waits for the `paint` performance entry, not only for a
 * frame: a frame is drawn before it is on screen. Without paint timing, it starts after the next frame;
 * with no paint reported BOOT_FALLBACK_MS after `load` (a page that never draws), it starts anyway.
 * `load` imports one module graph per task: the browser evaluates a graph in one go, and React, the
 * router, the root and the page in one graph would be one long task right after the first paint.
 * A function, so the browser bundle, which never needs the text, leaves it out.
 */
export const bootAfterFirstPaintScript =
  (): string => `const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const load = async (url) => {
  const module = await import(url);
  await nextTask();
  return module;
};
let started = false;
const run = () => {
  if (started) return;
  started = true;
  setTimeout(() => boot(load), 0);
};
const start = () => {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(run);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(run, ${BOOT_FALLBACK_MS});
};
if (document.readyState === "complete") start();
else addEventListener("load", start, { once: true });`;
