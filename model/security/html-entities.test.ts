import { describe, expect, it } from "vitest";
import { decodeEntities } from "./html-entities";

describe("decodeEntities", () => {
  it("decodes the named references React and Pagefind write, and numeric ones", () => {
    expect(decodeEntities("Tom &amp; Jerry&#x27;s &quot;café&quot; &lt;b&gt; a&nbsp;b &apos;")).toBe(
      `Tom & Jerry's "café" <b> a\u00a0b '`,
    );
    expect(decodeEntities("&#65;&#x42;&#X43;&#0000068;&#x1F375;")).toBe("ABCD🍵");
    expect(decodeEntities("&AMP; &Lt;")).toBe("& <");
  });

  // Each of these threw a RangeError before (String.fromCodePoint), which emptied the site search.
  it.each([
    ["past U+10FFFF, hexadecimal", "a &#x110000; b"],
    ["past U+10FFFF, decimal", "a &#1114112; b"],
    ["a huge decimal number", "a &#99999999999; b"],
    ["more digits than a double holds", `a &#${"9".repeat(400)}; b`],
    ["more hex digits than a double holds", `a &#x${"f".repeat(400)}; b`],
  ])("turns a reference %s into U+FFFD instead of throwing", (_, text) => {
    expect(decodeEntities(text)).toBe("a \uFFFD b");
  });

  it.each(["&#xD800;", "&#xDFFF;", "&#55296;", "&#xdbff;", "&#0;", "&#x0;", "&#x00000;"])(
    "turns %s (a surrogate half or zero) into U+FFFD, as the HTML parser does",
    (text) => {
      expect(decodeEntities(text)).toBe("\uFFFD");
    },
  );

  it("keeps the last scalar values either side of the surrogates and at the top", () => {
    expect(decodeEntities("&#xD7FF;&#xE000;&#x10FFFF;")).toBe("\uD7FF\uE000\u{10FFFF}");
  });

  it("decodes in one pass: an escaped reference stays a reference", () => {
    expect(decodeEntities("&amp;#x110000;")).toBe("&#x110000;");
    expect(decodeEntities("&amp;amp;")).toBe("&amp;");
    expect(decodeEntities("&#38;#38;")).toBe("&#38;");
    expect(decodeEntities("&#x26;lt;")).toBe("&lt;");
  });

  it.each(["&#;", "&#x;", "&#xZZ;", "&#12", "&amp", "& amp;", "&unknown;", "&#-1;", "&#1.5;", "&&;;"])(
    "leaves the malformed or unknown %j as written",
    (text) => {
      expect(decodeEntities(text)).toBe(text);
    },
  );
});
