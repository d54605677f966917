import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { patchSonnerSwipeThreshold } from "./vite-sonner-swipe-threshold.ts";

describe("patchSonnerSwipeThreshold", () => {
  it("sets the installed sonner's swipe threshold to 20 px", () => {
    const file = createRequire(import.meta.url).resolve("sonner").replace(/index\.js$/, "index.mjs");
    const patched = patchSonnerSwipeThreshold(readFileSync(file, "utf8"));
    expect(patched).toContain("const SWIPE_THRESHOLD = 20;");
    expect(patched).not.toContain("const SWIPE_THRESHOLD = 45;");
  });

  it("fails loudly when sonner no longer has the constant", () => {
    expect(() => patchSonnerSwipeThreshold("export const x = 1;")).toThrow(/SWIPE_THRESHOLD/);
  });
});
