import { describe, expect, it } from "vitest";
import { splitHighlights } from "./highlight-words";

describe("splitHighlights (SPEC Components pages: H1/H2 highlighted words)", () => {
  it("marks one phrase inside a heading", () => {
    expect(splitHighlights("Not your boring CV", ["boring"])).toEqual([
      { text: "Not your ", highlighted: false },
      { text: "boring", highlighted: true },
      { text: " CV", highlighted: false },
    ]);
  });

  it("matches case-insensitively and keeps the heading's own spelling", () => {
    expect(splitHighlights("Stuff I Actually Use", ["actually use"])).toEqual([
      { text: "Stuff I ", highlighted: false },
      { text: "Actually Use", highlighted: true },
    ]);
  });

  it("highlights every occurrence and several phrases", () => {
    const runs = splitHighlights("Research, more research, and talks", ["research", "talks"]);
    expect(runs.filter((run) => run.highlighted).map((run) => run.text)).toEqual(["Research", "research", "talks"]);
    expect(runs.map((run) => run.text).join("")).toBe("Research, more research, and talks");
  });

  it("matches whole words only", () => {
    expect(splitHighlights("Start with art", ["art"])).toEqual([
      { text: "Start with ", highlighted: false },
      { text: "art", highlighted: true },
    ]);
  });

  it("prefers the longer phrase where two overlap", () => {
    expect(splitHighlights("UX research lead", ["research", "UX research"])).toEqual([
      { text: "UX research", highlighted: true },
      { text: " lead", highlighted: false },
    ]);
  });

  it("treats regular-expression characters in a phrase as plain text", () => {
    expect(splitHighlights("Price (USD) is $50+", ["$50"])).toEqual([
      { text: "Price (USD) is ", highlighted: false },
      { text: "$50", highlighted: true },
      { text: "+", highlighted: false },
    ]);
  });

  it("leaves text alone when there is nothing (or only blanks) to highlight, or no match", () => {
    expect(splitHighlights("Plain", [])).toEqual([{ text: "Plain", highlighted: false }]);
    expect(splitHighlights("Plain", ["  "])).toEqual([{ text: "Plain", highlighted: false }]);
    expect(splitHighlights("Plain", ["other"])).toEqual([{ text: "Plain", highlighted: false }]);
    expect(splitHighlights("", ["x"])).toEqual([]);
  });
});
