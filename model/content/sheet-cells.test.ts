import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cssPayloads } from "../../tests/fixtures/xss-payloads";
import {
  jsonCell,
  optionalCssImage,
  optionalDate,
  optionalFileName,
  optionalHsl,
  optionalHttpUrl,
  optionalImage,
  requiredSlug,
  requiredText,
  sheetBoolean,
  sheetList,
  sheetNumber,
  sheetNumberOr,
} from "./sheet-cells";

function row<T extends z.ZodType>(cell: T) {
  return z.object({ value: cell });
}
function parse<T extends z.ZodType>(cell: T, value: unknown) {
  return row(cell).safeParse(value === "(missing)" ? {} : { value });
}
function messageOf<T extends z.ZodType>(cell: T, value: unknown): string | undefined {
  const result = parse(cell, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function replacementOf<T extends z.ZodType>(cell: T, value: unknown): unknown {
  const result = parse(cell, value);
  const params = result.success ? undefined : (result.error.issues[0] as { params?: { replacement?: unknown } }).params;
  return params?.replacement;
}

describe("spreadsheet booleans ('TRUE'/'FALSE'/'' cells)", () => {
  it.each([
    ["TRUE", true],
    ["FALSE", false],
    ["true", true],
    [" False ", false],
    ["yes", true],
    ["0", false],
    [true, true],
    [false, false],
    ["", undefined],
    [null, undefined],
    ["(missing)", undefined],
  ])("reads %j as %j", (input, expected) => {
    expect(parse(sheetBoolean(), input)).toEqual({ success: true, data: { value: expected } });
  });

  it("rejects other words and says what it got", () => {
    expect(messageOf(sheetBoolean(), "maybe")).toBe('must be TRUE or FALSE, got "maybe"');
  });
});

describe("spreadsheet numbers", () => {
  it.each([
    ["12", 12],
    [" 3.5 ", 3.5],
    ["1,200", 1200],
    [-4, -4],
    ["", undefined],
    ["(missing)", undefined],
  ])("reads %j as %j", (input, expected) => {
    expect(parse(sheetNumber(), input)).toEqual({ success: true, data: { value: expected } });
  });

  it.each(["abc", "12abc", "1,5", "NaN", Infinity])("rejects %j (a priority of 'abc')", (input) => {
    expect(messageOf(sheetNumber(), input)).toMatch(/^must be a number, got /);
  });

  it("gives the default for an empty cell (SPEC §9: priority 999 when missing)", () => {
    expect(parse(sheetNumberOr(999), "")).toEqual({ success: true, data: { value: 999 } });
    expect(parse(sheetNumberOr(999), "7")).toEqual({ success: true, data: { value: 7 } });
  });
});

describe("comma-separated lists (badges and tags)", () => {
  it("splits on commas and line breaks and drops empty entries", () => {
    expect(parse(sheetList(), " coffee, travel,,\nbooks ")).toEqual({
      success: true,
      data: { value: ["coffee", "travel", "books"] },
    });
  });

  it("gives [] for an empty cell and keeps a real list", () => {
    expect(parse(sheetList(), "")).toEqual({ success: true, data: { value: [] } });
    expect(parse(sheetList(), ["a", " b "])).toEqual({ success: true, data: { value: ["a", "b"] } });
  });
});

describe("text, slugs, addresses and images", () => {
  it("requires text and trims it", () => {
    expect(parse(requiredText(), "  Hello ")).toEqual({ success: true, data: { value: "Hello" } });
    expect(messageOf(requiredText(), "   ")).toBe("is required");
    expect(messageOf(requiredText(), "(missing)")).toBe("is required");
    expect(parse(requiredText(), 42)).toEqual({ success: true, data: { value: "42" } });
  });

  it("accepts only lowercase hyphenated slugs", () => {
    expect(parse(requiredSlug(), "coffee-gear").success).toBe(true);
    for (const bad of ["Coffee Gear", "coffee--gear", "../etc", "café"]) {
      expect(messageOf(requiredSlug(), bad)).toMatch(/^must be lowercase letters, digits and hyphens/);
    }
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "//evil.example/x", "ftp://x.example", "not a url"])(
    "rejects %j as a link address",
    (input) => {
      expect(messageOf(optionalHttpUrl(), input)).toMatch(/^must be an http\(s\) address/);
    },
  );

  it("accepts site paths and http(s) addresses as images, nothing else", () => {
    expect(parse(optionalImage(), "/assets/x.svg").success).toBe(true);
    expect(parse(optionalImage(), "https://cdn.example/x.png").success).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "\\/evil.example/x.png",
      "/\t/evil.example/x.png",
      "/assets/../../etc/passwd",
      "x.svg",
    ]) {
      expect(parse(optionalImage(), bad).success).toBe(false);
    }
  });

  it("accepts a plain file name only for the store thumbnail", () => {
    expect(parse(optionalFileName(), "research-plan.svg").success).toBe(true);
    expect(parse(optionalFileName(), "../secret.svg").success).toBe(false);
    expect(parse(optionalFileName(), "a/b.svg").success).toBe(false);
  });

  it("normalises HSL colours and refuses anything that could escape a style", () => {
    expect(parse(optionalHsl(), "hsl(200, 80%, 40%)")).toEqual({ success: true, data: { value: "200 80% 40%" } });
    expect(parse(optionalHsl(), "262 52% 38%")).toEqual({ success: true, data: { value: "262 52% 38%" } });
    expect(parse(optionalHsl(), "red; background:url(x)").success).toBe(false);
    expect(parse(optionalHsl(), "400 50% 50%").success).toBe(false);
  });

  it("takes a site path or an https address as an icon drawn by CSS, nothing that could leave url()", () => {
    expect(optionalCssImage().parse("/assets/category-icons/tea.svg")).toBe("/assets/category-icons/tea.svg");
    expect(optionalCssImage().parse("https://cdn.example/tea.svg")).toBe("https://cdn.example/tea.svg");
    for (const value of [...cssPayloads.urls, "http://cdn.example/tea.svg", "/a b.svg", "/a'b.svg"]) {
      expect(optionalCssImage().safeParse(value).success, value).toBe(false);
    }
  });

  it("reads dates as YYYY-MM-DD, also from a full timestamp", () => {
    expect(parse(optionalDate(), "2025-03-14")).toEqual({ success: true, data: { value: "2025-03-14" } });
    expect(parse(optionalDate(), "2025-03-14T00:00:00.000Z")).toEqual({ success: true, data: { value: "2025-03-14" } });
    expect(parse(optionalDate(), "2025-02-30").success).toBe(false);
    expect(parse(optionalDate(), "14/03/2025").success).toBe(false);
  });

  it("reads JSON cells and says when they are not JSON", () => {
    const cell = jsonCell(z.array(z.number()), [], "a list of numbers");
    expect(parse(cell, "[1,2]")).toEqual({ success: true, data: { value: [1, 2] } });
    expect(parse(cell, [3])).toEqual({ success: true, data: { value: [3] } });
    expect(parse(cell, "")).toEqual({ success: true, data: { value: [] } });
    expect(messageOf(cell, "[1,")).toMatch(/^must be a list of numbers written as JSON/);
    expect(messageOf(cell, '["x"]')).toMatch(/^must be a list of numbers, got/);
  });

  it("cuts a JSON list longer than its limit to its first entries instead of refusing the cell", () => {
    const cell = jsonCell(z.array(z.number()).max(3), [], "a list of numbers");
    const issues = parse(cell, "[1,2,3,4,5]");
    expect(issues.success).toBe(false);
    expect(messageOf(cell, "[1,2,3,4,5]")).toBe("is longer than its limits: cut to the first 3 entries");
    expect(replacementOf(cell, "[1,2,3,4,5]")).toEqual([1, 2, 3]);
  });

  it("shortens long values in messages", () => {
    expect(messageOf(sheetNumber(), "x".repeat(500))?.length).toBeLessThan(80);
  });
});
