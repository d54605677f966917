import { describe, expect, it } from "vitest";
import { cssPayloads } from "../../tests/fixtures/xss-payloads";
import { cssColour, cssUrl } from "./css-values";

describe("content values that reach CSS are checked and serialised", () => {
  it("writes a site path or an https address as a quoted url(), percent-encoded", () => {
    expect(cssUrl("/assets/category-icons/tea.svg")).toBe('url("/assets/category-icons/tea.svg")');
    expect(cssUrl("https://cdn.example/a b.svg?x=1#y")).toBe('url("https://cdn.example/a%20b.svg?x=1#y")');
    expect(cssUrl('/a")b\\c.svg')).toBe('url("/a%22)b/c.svg")');
    expect(cssUrl("https://cdn.example/a\nb")).toBe('url("https://cdn.example/ab")');
  });

  it.each(cssPayloads.urls)("never lets %s leave its url()", (value) => {
    const css = cssUrl(value);
    if (css === undefined) return;
    // One CSS string inside url(): no quote before the closing one, no newline, no backslash escape out.
    expect(css).toMatch(/^url\("[^"\\\n]*"\)$/);
    expect(new URL(css.slice(5, -2), "https://site.invalid").origin).toMatch(/^https:\/\//);
  });

  it("accepts no other scheme, no protocol-relative address and no plain text", () => {
    expect(cssUrl("http://cdn.example/a.svg")).toBeUndefined();
    expect(cssUrl("data:image/svg+xml,<svg/>")).toBeUndefined();
    expect(cssUrl("javascript:alert(1)")).toBeUndefined();
    expect(cssUrl("//evil.example/a.png")).toBeUndefined();
    expect(cssUrl("/\\evil.example/a.png")).toBeUndefined();
    expect(cssUrl("tea.svg")).toBeUndefined();
    expect(cssUrl(undefined)).toBeUndefined();
  });

  it("takes an HSL triple as a colour, nothing else", () => {
    expect(cssColour("200 80% 40%")).toBe("hsl(200 80% 40%)");
    expect(cssColour("hsl(200 80% 40%)")).toBe("hsl(200 80% 40%)");
    for (const colour of [...cssPayloads.colours, undefined, "", "361 10% 10%", "10 101% 10%", "red"]) {
      expect(cssColour(colour)).toBeUndefined();
    }
  });
});
