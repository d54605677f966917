import { describe, expect, it } from "vitest";
import { BOOT_FALLBACK_MS, BootScriptShapeError, deferBoot } from "./deferred-boot";

const page = `<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>
<body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script></body>`;

describe("deferBoot", () => {
  const out = deferBoot(page);
  /** The rewritten boot script. */
  const script = /<script type="module">([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
  /** Lets pending promise callbacks run. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it("removes module preloads so scripts do not compete with the first paint", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("loads the same modules, in order, after the load event", () => {
    expect(script).not.toMatch(/^import /m);
    const manifest = script.indexOf('await import("/assets/manifest-1.js")');
    const root = script.indexOf('const route0 = await import("/assets/root-2.js");');
    const routes = script.indexOf('const route1 = await import("/assets/home-3.js");');
    expect(root).toBeGreaterThan(-1);
    expect(routes).toBeGreaterThan(root);
    const table = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = script.indexOf('await import("/assets/entry.client-4.js")');
    expect(manifest).toBeGreaterThan(-1);
    expect(routes).toBeGreaterThan(manifest);
    expect(table).toBeGreaterThan(routes);
    expect(entry).toBeGreaterThan(table);
    expect(script).toContain('addEventListener("load", start, { once: true })');
  });

  type FakePaintEntry = { name: string };

  /**
   * Runs the rewritten boot script with a fake browser: what it imports, and the load listeners, frame
   * callbacks, timers (with their delays) and paint observers it queues (run by the test, one by one).
   * `paintTiming: false` is a browser without paint timing.
   */
  function runBoot(readyState: "loading" | "complete", { paintTiming = true } = {}) {
    const browser = {
      imported: [] as string[],
      listeners: [] as (() => void)[],
      frames: [] as (() => void)[],
      timers: [] as { callback: () => void; delay: number }[],
      observers: [] as { report: (entries: FakePaintEntry[]) => void; observing: boolean }[],
    };
    class FakePerformanceObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
      private readonly record: (typeof browser.observers)[number];
      constructor(callback: (list: { getEntriesByName: (name: string) => FakePaintEntry[] }) => void) {
        this.record = {
          observing: false,
          report: (entries) => {
            if (this.record.observing) callback({ getEntriesByName: (name) => entries.filter((e) => e.name === name) });
          },
        };
        browser.observers.push(this.record);
      }
      observe(options: { type: string; buffered?: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        this.record.observing = true;
      }
      disconnect() {
        this.record.observing = false;
      }
    }
    const run = new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      "PerformanceObserver",
      "window",
      "load",
      script.replace(/\bimport\(/g, "load("),
    );
    run(
      { readyState },
      (_type: string, listener: () => void) => browser.listeners.push(listener),
      (callback: () => void) => browser.frames.push(callback),
      (callback: () => void, delay = 0) => browser.timers.push({ callback, delay }),
      FakePerformanceObserver,
      {},
      (url: string) => {
        browser.imported.push(url);
        return Promise.resolve({});
      },
    );
    return browser;
  }

  /** Runs (and removes) the first queued timer with this delay. */
  function fireTimer(timers: { callback: () => void; delay: number }[], delay: number) {
    const index = timers.findIndex((timer) => timer.delay === delay);
    expect(index).toBeGreaterThan(-1);
    const [timer] = timers.splice(index, 1);
    timer?.callback();
  }

  it("starts loading after the load event, once the browser reports the first contentful paint", () => {
    const { imported, listeners, observers, timers } = runBoot("loading");
    expect(listeners).toHaveLength(1);
    expect(observers).toHaveLength(0);
    listeners[0]?.();
    expect(observers).toHaveLength(1);
    observers[0]?.report([{ name: "first-paint" }]);
    expect(timers.filter((timer) => timer.delay === 0)).toEqual([]);
    observers[0]?.report([{ name: "first-paint" }, { name: "first-contentful-paint" }]);
    expect(observers[0]?.observing).toBe(false);
    expect(imported).toEqual([]);
    fireTimer(timers, 0);
    expect(imported).toEqual(["/assets/manifest-1.js"]);
  });

  it("starts after the next frame in a browser without paint timing", () => {
    const { imported, listeners, frames, observers, timers } = runBoot("loading", { paintTiming: false });
    listeners[0]?.();
    expect(observers).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(imported).toEqual([]);
    fireTimer(timers, 0);
    expect(imported).toEqual(["/assets/manifest-1.js"]);
  });

  it(`starts anyway ${BOOT_FALLBACK_MS} ms after load when no paint is reported, and only once`, async () => {
    const { imported, observers, timers } = runBoot("complete");
    expect(observers).toHaveLength(1);
    fireTimer(timers, BOOT_FALLBACK_MS);
    fireTimer(timers, 0);
    await settle();
    observers[0]?.report([{ name: "first-contentful-paint" }]);
    expect(timers.filter((timer) => timer.delay === 0)).toHaveLength(1); // the next module graph, not a second boot
    expect(imported).toEqual(["/assets/manifest-1.js"]);
  });

  it("imports one module graph per task: the next starts after a task boundary", async () => {
    const { imported, observers, timers } = runBoot("complete");
    observers[0]?.report([{ name: "first-contentful-paint" }]);
    const seen: string[][] = [];
    while (timers.some((timer) => timer.delay === 0)) {
      fireTimer(timers, 0);
      await settle();
      seen.push([...imported]);
    }
    expect(seen).toEqual([
      ["/assets/manifest-1.js"],
      ["/assets/manifest-1.js", "/assets/root-2.js"],
      ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/home-3.js"],
      ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/home-3.js", "/assets/entry.client-4.js"],
    ]);
  });

  it("produces a script the browser can parse", () => {
    // Module syntax aside (none is left), it must be valid JavaScript.
    expect(
      () =>
        new Function(
          script.replace(/\bawait import\(/g, "await Promise.resolve(").replace(/\bimport\(/g, "Promise.resolve("),
        ),
    ).not.toThrow();
  });

  it("refuses a boot script of another shape rather than ship a broken page", () => {
    expect(() => deferBoot("<html></html>")).toThrow(BootScriptShapeError);
    expect(() => deferBoot(page.replace("window.__reactRouterRouteModules", "window.somethingElse"))).toThrow(
      /unknown line/,
    );
  });
});
