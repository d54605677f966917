import { describe, expect, it } from "vitest";
import { BootScriptShapeError, deferBoot } from "./deferred-boot";

const page = `<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>
<body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script></body>`;

describe("deferBoot", () => {
  const out = deferBoot(page);

  it("removes module preloads so scripts do not compete with the first paint", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("loads the same modules, in order, after the load event", () => {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
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

  /**
   * Runs the rewritten boot script with a fake browser: what it imports, and the load listeners, frame
   * callbacks and timers it queues (run by the test, one by one).
   */
  function runBoot(readyState: "loading" | "complete") {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
    const browser = {
      imported: [] as string[],
      listeners: [] as (() => void)[],
      frames: [] as (() => void)[],
      timers: [] as (() => void)[],
    };
    const run = new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      "window",
      "load",
      script.replace(/\bimport\(/g, "load("),
    );
    run(
      { readyState },
      (_type: string, listener: () => void) => browser.listeners.push(listener),
      (callback: () => void) => browser.frames.push(callback),
      (callback: () => void) => browser.timers.push(callback),
      {},
      (url: string) => {
        browser.imported.push(url);
        return Promise.resolve({});
      },
    );
    return browser;
  }

  it("starts loading one frame after the load event, once that frame has painted", () => {
    const { imported, listeners, frames, timers } = runBoot("loading");
    expect(listeners).toHaveLength(1);
    expect(frames).toHaveLength(0);
    listeners[0]?.();
    expect(frames).toHaveLength(1);
    expect(timers).toHaveLength(0);
    frames[0]?.();
    expect(imported).toEqual([]);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(imported).toEqual(["/assets/manifest-1.js"]);
  });

  it("imports one module graph per task: the next starts after a task boundary", async () => {
    const { imported, frames, timers } = runBoot("complete");
    frames.shift()?.();
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const seen: string[][] = [];
    while (timers.length > 0) {
      timers.shift()?.();
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
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
    // Module syntax aside (none is left), it must be valid JavaScript.
    expect(() => new Function(script.replace(/\bawait import\(/g, "await Promise.resolve(").replace(/\bimport\(/g, "Promise.resolve("))).not.toThrow();
  });

  it("refuses a boot script of another shape rather than ship a broken page", () => {
    expect(() => deferBoot("<html></html>")).toThrow(BootScriptShapeError);
    expect(() => deferBoot(page.replace("window.__reactRouterRouteModules", "window.somethingElse"))).toThrow(/unknown line/);
  });
});
