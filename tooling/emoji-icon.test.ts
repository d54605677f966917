import { describe, expect, it } from "vitest";
import { emojiIconName, iconSvg } from "./emoji-icon";

const chars = {
  "2615": "hot-beverage",
  "1f469-1f3fd-200d-1f4bb": "woman-technologist",
  "1f3f4": "black-flag",
  "2764": "red-heart",
};

describe("emojiIconName", () => {
  it("names an emoji by its code points, without the presentation selector", () => {
    expect(emojiIconName("☕", chars)).toBe("hot-beverage");
    expect(emojiIconName("❤️", chars)).toBe("red-heart");
    expect(emojiIconName("👩🏽‍💻", chars)).toBe("woman-technologist");
  });

  it("names keycaps by their key, and an unknown sequence by its first emoji", () => {
    expect(emojiIconName("#️⃣", chars)).toBe("keycap-pound");
    expect(emojiIconName("7️⃣", chars)).toBe("keycap-7");
    expect(emojiIconName("🏴󠁧󠁢󠁳󠁣󠁴󠁿", chars)).toBe("black-flag");
    expect(emojiIconName("🦖", chars)).toBeUndefined();
  });
});

describe("iconSvg", () => {
  const set = { icons: { a: { body: "<path d='M0 0'/>" } }, aliases: { b: { parent: "a" } }, width: 128, height: 128 };

  it("wraps an icon's body, following aliases", () => {
    expect(iconSvg(set, "b")).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><path d='M0 0'/></svg>`,
    );
    expect(iconSvg(set, "c")).toBeUndefined();
  });
});
