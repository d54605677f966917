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

  it("counts Chinese, Japanese and Korean characters and emoji twice, as they are about twice as wide", () => {
    expect(headlineSize("用户研究工具 ユーザー調査")).toBe(headlineSize("x".repeat(23)));
    expect(headlineSize("사용자 연구")).toBe(headlineSize("x".repeat(11)));
    expect(headlineSize("Coffee ☕☕☕☕")).toBe(headlineSize("x".repeat(15)));
    // Twelve Han characters take a line and more at the Latin size of twelve letters.
    expect(headlineSize("用户研究工具用户研究工具")).toBeLessThan(headlineSize("x".repeat(12)));
  });
});
