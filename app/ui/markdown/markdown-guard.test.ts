import { describe, expect, it } from "vitest";
import { MARKDOWN_NESTING_LIMIT, markdownRisk } from "./markdown-guard";

describe("bad input: markdown nested too deeply to parse is refused before parsing", () => {
  it("passes ordinary content", () => {
    const body = [
      "# Heading",
      "",
      "Some **bold** and _italic_ text with a [link](https://example.com) and ~~strike~~.",
      "",
      "> a quote",
      "> > nested quote",
      "",
      "- item",
      "  - nested item",
      "    1. numbered",
      "",
      "| a | b |",
      "|---|---|",
      "| 1 | 2 |",
      "",
      "----",
      "***",
    ].join("\n");
    expect(markdownRisk(body)).toBeNull();
  });

  it("flags 10,000 nested brackets", () => {
    expect(markdownRisk("[".repeat(10_000) + "]".repeat(10_000))).toBe("bracket-depth");
  });

  it("allows many brackets that do not nest", () => {
    expect(markdownRisk("[a](b) ".repeat(10_000))).toBeNull();
  });

  it("flags a long run of emphasis markers", () => {
    expect(markdownRisk("*".repeat(10_000) + "a" + "*".repeat(10_000))).toBe("emphasis-run");
    expect(markdownRisk("_".repeat(MARKDOWN_NESTING_LIMIT + 1))).toBe("emphasis-run");
    expect(markdownRisk("*".repeat(MARKDOWN_NESTING_LIMIT))).toBeNull();
  });

  it("flags deeply nested quotes and lists on one line", () => {
    expect(markdownRisk("> ".repeat(10_000) + "x")).toBe("container-depth");
    expect(markdownRisk(">".repeat(10_000))).toBe("container-depth");
    expect(markdownRisk("- ".repeat(10_000) + "x")).toBe("container-depth");
    expect(markdownRisk("1. ".repeat(10_000) + "x")).toBe("container-depth");
  });

  it("flags lists indented hundreds of levels deep", () => {
    const deepList = Array.from({ length: 200 }, (_, level) => "  ".repeat(level) + "- x").join("\n");
    expect(markdownRisk(deepList)).toBe("indentation");
  });

  it("does not count hyphens inside words or numbers inside text as containers", () => {
    expect(markdownRisk("-".repeat(10_000))).toBeNull();
    expect(markdownRisk("1.5 2.5 ".repeat(1000))).toBeNull();
  });
});
