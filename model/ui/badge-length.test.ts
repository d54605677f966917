import { describe, expect, it } from "vitest";
import { badgeLengthClass, visibleLength } from "./badge-length";

describe("badgeLengthClass (SPEC §4 Badge: ≤15 short, ≤30 medium, longer long)", () => {
  it.each([
    ["", "short"],
    ["UX", "short"],
    ["x".repeat(15), "short"],
    ["x".repeat(16), "medium"],
    ["x".repeat(30), "medium"],
    ["x".repeat(31), "long"],
    ["Career Development", "medium"],
    ["Research operations at scale in Southeast Asia", "long"],
  ] as const)("%j is %s", (text, expected) => {
    expect(badgeLengthClass(text)).toBe(expected);
  });

  it("counts an emoji as one character, as a reader does", () => {
    expect(visibleLength("🇮🇩 Indonesian")).toBe(12);
    expect(visibleLength("👩‍💻")).toBe(1);
    expect(visibleLength("👍🏽 ok")).toBe(4);
    expect(visibleLength("❤️")).toBe(1);
    expect(visibleLength("1️⃣")).toBe(1);
    expect(visibleLength("🏴󠁧󠁢󠁳󠁣󠁴󠁿")).toBe(1);
    expect(visibleLength("Café é")).toBe(6);
    expect(visibleLength("日本語")).toBe(3);
    expect(visibleLength("")).toBe(0);
    // 14 letters and a flag: 15 visible characters is still short.
    expect(badgeLengthClass("🇬🇧 Englishhhhhhh")).toBe("short");
  });

  it("ignores surrounding spaces", () => {
    expect(badgeLengthClass(`   ${"x".repeat(15)}   `)).toBe("short");
  });
});
