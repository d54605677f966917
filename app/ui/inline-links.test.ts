import { describe, expect, it } from "vitest";
import { splitInlineLinks } from "./inline-links";

describe("SPEC §5: markdown-style links in card descriptions", () => {
  it("leaves text without links as one run", () => {
    expect(splitInlineLinks("Plain words.")).toEqual([{ kind: "text", text: "Plain words." }]);
    expect(splitInlineLinks("")).toEqual([]);
  });

  it("finds links between text", () => {
    expect(splitInlineLinks("Slides on [my blog](https://medium.com/@s/x) and [contact](/contact).")).toEqual([
      { kind: "text", text: "Slides on " },
      {
        kind: "link",
        label: "my blog",
        url: "https://medium.com/@s/x",
        target: { kind: "web", href: "https://medium.com/@s/x" },
      },
      { kind: "text", text: " and " },
      { kind: "link", label: "contact", url: "/contact", target: { kind: "site", href: "/contact" } },
      { kind: "text", text: "." },
    ]);
  });

  it.each(["javascript:alert`1`", "JavaScript:void0", "data:text/html,x", "vbscript:x"])(
    "keeps only the label of a %s link",
    (url) => {
      expect(splitInlineLinks(`Before [click me](${url}) after`)).toEqual([
        { kind: "text", text: "Before click me after" },
      ]);
    },
  );

  it("keeps the URL as written for its text but goes where a browser would: /\\host is another host", () => {
    expect(splitInlineLinks("[x](/\\evil.example)")).toEqual([
      { kind: "link", label: "x", url: "/\\evil.example", target: { kind: "web", href: "https://evil.example/" } },
    ]);
  });

  it("never makes a link of javascript: with parentheses either", () => {
    expect(splitInlineLinks("[x](javascript:alert(1))").every((run) => run.kind === "text")).toBe(true);
  });

  it("leaves brackets that are not links alone", () => {
    expect(splitInlineLinks("[draft] (v2) and [x]( y)")).toEqual([{ kind: "text", text: "[draft] (v2) and [x]( y)" }]);
  });

  it("handles thousands of brackets in linear time", () => {
    const text = "[".repeat(10_000) + "](".repeat(10_000);
    expect(splitInlineLinks(text).map((run) => run.kind)).toEqual(["text"]);
  });
});
