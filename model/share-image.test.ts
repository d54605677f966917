import { describe, expect, it } from "vitest";
import { headlineSize, shareImagePath, shareImageText } from "./share-image";

describe("shareImagePath", () => {
  it("gives every page its own PNG under /og, named by its path", () => {
    expect(shareImagePath("/")).toBe("/og/index.png");
    expect(shareImagePath("/experiences")).toBe("/og/experiences.png");
    expect(shareImagePath("/inspirations/guide/coffee-gear")).toBe("/og/inspirations/guide/coffee-gear.png");
    expect(shareImagePath("/components/floating-popover")).toBe("/og/components/floating-popover.png");
  });

  it("keeps an encoded slug as the page's address has it", () => {
    expect(shareImagePath("/inspirations/item/caf%C3%A9")).toBe("/og/inspirations/item/caf%C3%A9.png");
  });
});

describe("shareImageText", () => {
  it("takes the headline before the title's dash and the rest as kicker", () => {
    expect(shareImageText("Experiences — Sekar Wulandari")).toEqual({
      headline: "Experiences",
      kicker: "Sekar Wulandari",
    });
    expect(shareImageText("Coffee at home Guide — Inspirations")).toEqual({
      headline: "Coffee at home Guide",
      kicker: "Inspirations",
    });
    expect(shareImageText("Plain title")).toEqual({ headline: "Plain title" });
  });
});

describe("headlineSize", () => {
  it("steps down as headlines grow", () => {
    const sizes = [
      "Insights",
      "Home office that works",
      "Jalur karier peneliti UX di Indonesia",
      "x".repeat(60),
      "x".repeat(90),
    ].map(headlineSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(5);
  });
});
