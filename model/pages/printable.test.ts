import { describe, expect, it } from "vitest";
import { formatProblem } from "../content/content-problem";
import { printable } from "./printable";

describe("printable: values printed by content:check and the server log cannot drive the terminal", () => {
  it.each([
    ["a right-to-left override", "evil\u202Etxt.exe", "evil\\u{202e}txt.exe"],
    ["isolates and marks", "\u2066a\u2069\u200E\u200F\u061C", "\\u{2066}a\\u{2069}\\u{200e}\\u{200f}\\u{61c}"],
    ["line and paragraph separators", "one\u2028two\u2029three", "one\\u{2028}two\\u{2029}three"],
    ["line breaks and tabs", "a\nb\r\tc", "a\\nb\\r\\tc"],
    ["an ANSI escape sequence", "\u001b[31mred\u001b[0m", "\\u{1b}[31mred\\u{1b}[0m"],
    ["C1 controls and DEL", "\u0085\u009b\u007f", "\\u{85}\\u{9b}\\u{7f}"],
    ["binary", "\u0000\u0001PK", "\\u{0}\\u{1}PK"],
    ["a lone surrogate", "a\uD800b", "a\\u{d800}b"],
    ["a byte order mark", "\uFEFFx", "\\u{feff}x"],
  ])("escapes %s", (_, text, shown) => {
    expect(printable(text)).toBe(shown);
  });

  it("leaves ordinary text, accents, emoji and other scripts alone", () => {
    const text = 'Kopi "susu" — café ☕️ 😀 日本語 עברית';
    expect(printable(text)).toBe(text);
  });

  it("is used for every problem line", () => {
    expect(formatProblem({ file: "items.csv", row: 2, field: "title", reason: 'got "a\u202Eb\nc"' })).toBe(
      'items.csv:2: title: got "a\\u{202e}b\\nc"',
    );
  });
});
