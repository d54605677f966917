import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOT_FALLBACK_MS, bootAfterFirstPaintScript } from "./boot-after-first-paint";

// The start script of the deferred boot, run with a stand-in browser: a page that loads, a paint
// observer the test reports to, and frames the test draws.

type PaintList = { getEntriesByName: (name: string) => unknown[] };

function openPage({ readyState = "loading", paintTiming = true }: { readyState?: string; paintTiming?: boolean } = {}) {
  const boot = vi.fn();
  const loadListeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const observers: { callback: (list: PaintList) => void; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    private readonly entry: { callback: (list: PaintList) => void; disconnected: boolean };
    constructor(callback: (list: PaintList) => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const imported: string[] = [];
  // The script's import() stands in for the browser's.
  const run = new Function(
    "boot",
    "__import",
    "PerformanceObserver",
    "requestAnimationFrame",
    "document",
    "addEventListener",
    bootAfterFirstPaintScript().replaceAll("import(", "__import("),
  ) as (...args: unknown[]) => void;
  run(
    boot,
    async (url: string) => {
      imported.push(url);
      return { url };
    },
    FakePerformanceObserver,
    (frame: () => void) => frames.push(frame),
    { readyState },
    (type: string, listener: () => void) => {
      if (type === "load") loadListeners.push(listener);
    },
  );
  return {
    boot,
    imported,
    load: () => loadListeners.splice(0).forEach((listener) => listener()),
    paint: (name: string) => {
      for (const observer of observers) {
        if (!observer.disconnected)
          observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    },
    drawFrame: () => frames.splice(0).forEach((frame) => frame()),
  };
}

/** Runs the tasks queued with no delay (fake timers run them 1 ms later, as Node does). */
const nextTask = () => vi.advanceTimersByTime(1);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the deferred boot's start script", () => {
  it("starts the boot a task after both load and the first contentful paint", () => {
    const page = openPage();
    page.paint("first-contentful-paint");
    vi.runOnlyPendingTimers();
    expect(page.boot, "not before load").not.toHaveBeenCalled();
    page.load();
    page.paint("first-paint");
    nextTask();
    expect(page.boot, "a first paint without content is not enough").not.toHaveBeenCalled();
    page.paint("first-contentful-paint");
    expect(page.boot, "a task later").not.toHaveBeenCalled();
    nextTask();
    expect(page.boot).toHaveBeenCalledTimes(1);
  });

  it("on a page already loaded, waits for the paint only", () => {
    const page = openPage({ readyState: "complete" });
    nextTask();
    expect(page.boot).not.toHaveBeenCalled();
    page.paint("first-contentful-paint");
    nextTask();
    expect(page.boot).toHaveBeenCalledTimes(1);
  });

  it("without paint timing, starts after the next frame", () => {
    const page = openPage({ paintTiming: false });
    page.load();
    vi.advanceTimersByTime(BOOT_FALLBACK_MS);
    expect(page.boot).not.toHaveBeenCalled();
    page.drawFrame();
    nextTask();
    expect(page.boot).toHaveBeenCalledTimes(1);
  });

  it(`with no contentful paint reported, starts ${BOOT_FALLBACK_MS} ms after load, and only once`, () => {
    const page = openPage();
    page.load();
    vi.advanceTimersByTime(BOOT_FALLBACK_MS - 1);
    expect(page.boot).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    nextTask();
    expect(page.boot).toHaveBeenCalledTimes(1);
    page.paint("first-contentful-paint");
    vi.runAllTimers();
    expect(page.boot).toHaveBeenCalledTimes(1);
  });

  it("calls boot with a load that imports a module and resolves to it a task later", async () => {
    const page = openPage({ readyState: "complete" });
    page.paint("first-contentful-paint");
    nextTask();
    const [load] = page.boot.mock.calls[0] as [(url: string) => Promise<unknown>];
    let loaded: unknown;
    void load("/assets/root.js").then((module) => (loaded = module));
    await vi.waitFor(() => expect(page.imported).toEqual(["/assets/root.js"]));
    await Promise.resolve();
    expect(loaded, "not in the same task").toBeUndefined();
    nextTask();
    await vi.waitFor(() => expect(loaded).toEqual({ url: "/assets/root.js" }));
  });
});
