import { describe, expect, it, vi } from "vitest";
import { createRendererLoader } from "./renderer-loader";

describe("createRendererLoader", () => {
  it("imports once, however often it is asked, and remembers the renderer", async () => {
    const importRenderer = vi.fn(async () => "renderer");
    const loader = createRendererLoader(importRenderer, "fallback");
    expect(loader.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect([first, second]).toEqual(["renderer", "renderer"]);
    await loader.load();
    expect(importRenderer).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBe("renderer");
  });

  it("settles on the fallback when the import fails, without trying again on every render", async () => {
    const importRenderer = vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const loader = createRendererLoader(importRenderer, "fallback");
    await expect(loader.load()).resolves.toBe("fallback");
    expect(loader.loaded()).toBe("fallback");
    await loader.load();
    expect(importRenderer).toHaveBeenCalledTimes(1);
  });
});
