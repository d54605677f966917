import { describe, expect, it } from "vitest";
import { xssPayloads } from "../tests/fixtures/xss-payloads";
import { drawableText, textDirection, withoutCharacters } from "./share-card-text";

describe("drawableText", () => {
  it("writes flags as their letters", () => {
    expect(drawableText("Made in 🇮🇩 and 🇯🇵")).toBe("Made in ID and JP");
  });

  it("drops half surrogate pairs, bidi overrides and controls, and collapses the spaces", () => {
    expect(drawableText("Half a pair \uD83D here")).toBe("Half a pair here");
    expect(drawableText("Right-to-left \u202E override, line\u2028separator")).toBe(
      "Right-to-left override, line separator",
    );
    expect(drawableText(" Tab\tand\nline ")).toBe("Tab and line");
  });

  it("keeps emoji sequences, joiners and combining marks", () => {
    expect(drawableText("👩🏽‍💻 #️⃣ हिन्दी é")).toBe("👩🏽‍💻 #️⃣ हिन्दी é");
  });

  it("leaves no half surrogate pair or control character in any hostile title", () => {
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const payload of xssPayloads) expect(drawableText(payload)).not.toMatch(loneSurrogate);
    for (const payload of xssPayloads) expect(drawableText(payload)).not.toMatch(/[\p{Cc}\u202E]/u);
  });
});

describe("withoutCharacters", () => {
  it("leaves out the characters and emoji given, and the spaces they leave", () => {
    expect(withoutCharacters("Tea ሰላም time 🦖 now", new Set(["ሰ", "ላ", "ም", "🦖"]))).toBe("Tea time now");
    expect(withoutCharacters("Kept as is", new Set())).toBe("Kept as is");
  });
});

describe("textDirection", () => {
  it("follows the first letter, as dir=auto does", () => {
    expect(textDirection("أدوات البحث")).toBe("rtl");
    expect(textDirection("123 שלום")).toBe("rtl");
    expect(textDirection("UX أدوات")).toBe("ltr");
    expect(textDirection("")).toBe("ltr");
  });
});
