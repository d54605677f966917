import { decodeEntities } from "#model/security/html-entities.ts";

/**
 * The part of the site's CSS that a page's markup can use (decision 033). The site's stylesheet
 * holds the rules of every page, and each page carries it in a `<style>`; most of it is utility
 * rules for class names that page never has. A style rule whose every selector names a class or
 * a component the page lacks is left out; everything else is kept as written.
 *
 * What counts, kept on the safe side:
 * - a selector needs the classes and the components (`[data-slot=name]`, written into the set of names
 *   as `slotName(name)`) it names outside any parentheses: `.a.b:hover` needs a and b,
 *   `[data-slot=card]>.a` needs the card and a, `.a:not(.b)` and `:where(.c > *)` need only a and
 *   nothing; a rule is kept when one of its selectors has all it needs;
 * - at-rules that group rules (@media, @supports, @layer, @container, @starting-style) are kept
 *   with the rules they keep, and left out when they keep none; every other at-rule (@font-face,
 *   @keyframes, @property…) and every declaration is kept whole;
 * - a style rule with nested rules is kept or left out whole, by its own selector.
 * The stylesheet is read once (`indexCss`); choosing a page's rules is a set look-up per rule.
 */

type CssNode =
  /** Kept as written: a declaration, a statement, an at-rule that groups nothing. */
  | { kind: "text"; text: string }
  /** A style rule: kept when no selector needs a name, or every name one selector needs is there. */
  | { kind: "rule"; text: string; needs: readonly (readonly string[])[] | "nothing" }
  /** A grouping at-rule: kept with the children it keeps. */
  | { kind: "group"; open: string; children: readonly CssNode[] };

export type CssIndex = { readonly nodes: readonly CssNode[] };

const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container", "starting-style"]);

/** Where the comment, string or escape at `at` ends; `at` itself when none starts there. */
function skipOpaque(css: string, at: number): number {
  const char = css[at];
  if (char === "\\") return at + 2;
  if (char === "/" && css[at + 1] === "*") {
    const end = css.indexOf("*/", at + 2);
    return end < 0 ? css.length : end + 2;
  }
  if (char === '"' || char === "'") {
    let index = at + 1;
    while (index < css.length && css[index] !== char) index += css[index] === "\\" ? 2 : 1;
    return index + 1;
  }
  return at;
}

/** The index of the `}` closing the block opened at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  let index = open;
  while (index < css.length) {
    const skipped = skipOpaque(css, index);
    if (skipped !== index) {
      index = skipped;
      continue;
    }
    if (css[index] === "{") depth += 1;
    else if (css[index] === "}" && --depth === 0) return index;
    index += 1;
  }
  throw new Error(`The CSS has a block opened at ${open} that never closes.`);
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").trim();

function parseBlock(css: string, from: number, to: number): CssNode[] {
  const nodes: CssNode[] = [];
  let start = from;
  let index = from;
  while (index < to) {
    const skipped = skipOpaque(css, index);
    if (skipped !== index) {
      index = skipped;
      continue;
    }
    const char = css[index];
    if (char === ";") {
      nodes.push({ kind: "text", text: css.slice(start, index + 1) });
      start = index + 1;
    } else if (char === "{") {
      const close = closingBrace(css, index);
      nodes.push(blockNode(css, start, index, close));
      start = close + 1;
      index = close;
    } else if (char === "}") {
      throw new Error(`The CSS closes a block at ${index} that was never opened.`);
    }
    index += 1;
  }
  if (start < to) nodes.push({ kind: "text", text: css.slice(start, to) });
  return nodes;
}

function blockNode(css: string, start: number, open: number, close: number): CssNode {
  const prelude = withoutComments(css.slice(start, open));
  const atRule = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
  if (atRule === undefined) return { kind: "rule", text: css.slice(start, close + 1), needs: selectorNeeds(prelude) };
  if (!GROUPING_AT_RULES.has(atRule)) return { kind: "text", text: css.slice(start, close + 1) };
  return { kind: "group", open: css.slice(start, open + 1), children: parseBlock(css, open + 1, close) };
}

const IDENT_CHAR = /[\w-]|[^\p{ASCII}]/u;

/** How a component's `data-slot` stands in the set of names a page has, beside its classes. */
export const slotName = (slot: string): string => `[data-slot=${slot}]`;

/** `[data-slot=name]`, quoted or not, as Lightning CSS writes it. */
const SLOT_SELECTOR = /^\[data-slot=(?:"([^"\\]*)"|'([^'\\]*)'|([\w-]+))\]/;

/** Reads the class name that starts at `at` (after its dot): its text unescaped, and where it ends. */
function readClassName(selector: string, at: number): { name: string; end: number } {
  let name = "";
  let index = at;
  while (index < selector.length) {
    const char = selector[index] ?? "";
    if (char === "\\") {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(selector.slice(index + 1, index + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16));
        index += 1 + hex[0].length;
      } else {
        name += selector[index + 1] ?? "";
        index += 2;
      }
    } else if (IDENT_CHAR.test(char)) {
      name += char;
      index += 1;
    } else break;
  }
  return { name, end: index };
}

/** The names (classes and `slotName`s) each selector of a list needs, or "nothing" when some selector needs none. */
export function selectorNeeds(selectorList: string): readonly (readonly string[])[] | "nothing" {
  const selectors: string[][] = [[]];
  let depth = 0;
  let index = 0;
  while (index < selectorList.length) {
    const char = selectorList[index];
    if (char === "\\" || char === '"' || char === "'") {
      index = skipOpaque(selectorList, index);
      continue;
    }
    if (char === "[" && depth === 0) {
      const slot = SLOT_SELECTOR.exec(selectorList.slice(index, index + 200));
      if (slot) {
        selectors.at(-1)?.push(slotName(slot[1] ?? slot[2] ?? slot[3] ?? ""));
        index += slot[0].length;
        continue;
      }
    }
    if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === "," && depth === 0) selectors.push([]);
    else if (char === "." && depth === 0) {
      const { name, end } = readClassName(selectorList, index + 1);
      if (name) selectors.at(-1)?.push(name);
      index = end;
      continue;
    }
    index += 1;
  }
  return selectors.some((names) => names.length === 0) ? "nothing" : selectors;
}

/** Reads a stylesheet once, for `usedCss` to choose from for each page. Throws on unbalanced braces. */
export function indexCss(css: string): CssIndex {
  return { nodes: parseBlock(css, 0, css.length) };
}

function keptText(nodes: readonly CssNode[], names: ReadonlySet<string>): string {
  let text = "";
  for (const node of nodes) {
    if (node.kind === "text") text += node.text;
    else if (node.kind === "rule") {
      if (node.needs === "nothing" || node.needs.some((needed) => needed.every((name) => names.has(name))))
        text += node.text;
    } else {
      const inner = keptText(node.children, names);
      if (inner.trim()) text += `${node.open}${inner}}`;
    }
  }
  return text;
}

/** The stylesheet's rules that can apply to markup with these names (classes and `slotName`s), in their order. */
export function usedCss(index: CssIndex, names: ReadonlySet<string>): string {
  return keptText(index.nodes, names);
}

/**
 * Every class name in the markup's class attributes, and every component in its `data-slot` attributes
 * (as `slotName`s): templates and noscript text included.
 */
export function namesInMarkup(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) names.add(name);
  }
  for (const [, value = ""] of html.matchAll(/\sdata-slot="([^"]*)"/g)) names.add(slotName(decodeEntities(value)));
  return names;
}

/**
 * Every name source code could give an element: the runs between spaces, quotes and backticks, each
 * as a class and as a component's `data-slot`. Many are neither; a word too many only keeps a rule.
 */
export function namesInSource(source: string): string[] {
  return source
    .split(/[\s"'`]+/)
    .filter(Boolean)
    .flatMap((word) => [word, slotName(word)]);
}
