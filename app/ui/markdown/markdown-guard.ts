/**
 * Markdown that only an attacker writes: nesting so deep that the parser runs out
 * of stack (10,000 '>' or '*') or takes seconds (10,000 nested brackets). SPEC's
 * bad-input rule: such a body renders as inert text and never freezes the page.
 * The check is one linear pass; real content stays far below every limit.
 */
export const MARKDOWN_NESTING_LIMIT = 32;

/** Leading block containers of a line: '>' quotes and list markers, in any mix. */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))/;

export type MarkdownRisk = "bracket-depth" | "emphasis-run" | "container-depth" | "indentation";

/** Why a body is too deeply nested to parse safely, or null when it is fine. */
export function markdownRisk(source: string, limit = MARKDOWN_NESTING_LIMIT): MarkdownRisk | null {
  let bracketDepth = 0;
  let run = 0;
  let runChar = "";
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === "[") {
      bracketDepth += 1;
      if (bracketDepth > limit) return "bracket-depth";
    } else if (char === "]") {
      bracketDepth = Math.max(0, bracketDepth - 1);
    }
    if (char === "*" || char === "_" || char === "~") {
      run = char === runChar ? run + 1 : 1;
      runChar = char;
      if (run > limit) return "emphasis-run";
    } else {
      run = 0;
      runChar = "";
    }
  }

  for (const line of source.split("\n")) {
    let rest = line;
    let depth = 0;
    for (let match = CONTAINER_PREFIX.exec(rest); match; match = CONTAINER_PREFIX.exec(rest)) {
      depth += 1;
      if (depth > limit) return "container-depth";
      rest = rest.slice(match[0].length);
    }
    const indent = /^[ \t]*/.exec(line)?.[0] ?? "";
    // Nested lists grow by 2-4 columns a level; a tab counts as 4.
    const columns = indent.replaceAll("\t", "    ").length;
    if (columns > limit * 4) return "indentation";
  }
  return null;
}
