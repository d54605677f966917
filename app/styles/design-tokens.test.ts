import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Reads the one @theme block of app.css, so the checks below test the real tokens.
const css = readFileSync(path.join(import.meta.dirname, "app.css"), "utf8");
const themeBlock = /@theme\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
const declarations = (block: string) =>
  new Map(Array.from(block.matchAll(/--([\w-]+):\s*([^;]+);/g), (match) => [match[1] ?? "", (match[2] ?? "").trim()]));
const tokens = declarations(themeBlock);
// The dark theme's values: the `@variant dark` block of :root, over the @theme tokens.
const darkBlock = /:root\s*\{[^{}]*@variant dark\s*\{([^{}]*)\}/.exec(css)?.[1] ?? "";
const darkOverrides = declarations(darkBlock);
const darkTokens = new Map([...tokens, ...darkOverrides]);

function token(name: string, from: Map<string, string> = tokens): string {
  const value = from.get(name);
  if (value === undefined) throw new Error(`--${name} is not defined in @theme`);
  return value;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`${hex} is not a #rrggbb colour`);
  const value = match[1];
  const channel = (offset: number) => {
    const c = Number.parseInt(value.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG 2.2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const themes = [
  ["light", tokens],
  ["dark", darkTokens],
] as const;

describe.each(themes)("%s theme: colour tokens meet WCAG 2.2 AA", (_theme, values) => {
  const textPairs: [string, string][] = [
    ["color-ink", "color-bg-default"],
    ["color-ink", "color-bg-subtle"],
    ["color-ink", "color-bg-accent"],
    ["color-ink-muted", "color-bg-default"],
    ["color-ink-muted", "color-bg-subtle"],
    ["color-ink-muted", "color-bg-accent"],
    ["color-link", "color-bg-default"],
    ["color-link", "color-bg-subtle"],
    ["color-on-primary", "color-primary"],
    ["color-on-primary", "color-primary-hover"],
    ["color-on-dark", "color-danger"],
    ["color-highlight", "color-bg-dark-primary"],
    // Surfaces that keep their colour in both themes, and the inverse of ink.
    ["color-on-light", "color-highlight"],
    ["color-on-light", "color-on-dark"],
    ["color-on-light", "color-on-dark-muted"],
    ["color-on-light", "color-on-dark-hover"],
    ["color-on-ink", "color-ink"],
    ["color-on-ink", "color-ink-muted"],
    ["color-on-dark", "color-scrim"],
    ["color-link", "color-bg-accent"],
    ["color-primary", "color-bg-default"],
    ["color-primary", "color-bg-subtle"],
    ...["rich-cyan", "rich-magenta", "dark-primary", "dark-cyan", "dark-teal"].flatMap((bg): [string, string][] => [
      ["color-on-dark", `color-bg-${bg}`],
      ["color-on-dark-muted", `color-bg-${bg}`],
    ]),
  ];

  it.each(textPairs)("text --%s on --%s is at least 4.5:1", (fg, bg) => {
    expect(contrast(token(fg, values), token(bg, values))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(["color-bg-default", "color-bg-subtle", "color-bg-accent"])(
    "the focus ring is at least 3:1 on --%s",
    (bg) => {
      expect(contrast(token("color-focus", values), token(bg, values))).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(["color-bg-default", "color-bg-subtle"])(
    "borders and card outlines (--color-ink) are at least 3:1 on --%s",
    (bg) => {
      expect(contrast(token("color-ink", values), token(bg, values))).toBeGreaterThanOrEqual(3);
    },
  );
});

describe("dark theme tokens", () => {
  it("override only tokens that exist, with #rrggbb colours", () => {
    expect(darkOverrides.size).toBeGreaterThan(10);
    for (const [name, value] of darkOverrides) {
      expect(tokens.has(name), `--${name} is not an @theme token`).toBe(true);
      expect(value).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it("set dark page colours and keep the accents that carry white text", () => {
    expect(luminance(token("color-bg-default", darkTokens))).toBeLessThan(0.02);
    expect(luminance(token("color-ink", darkTokens))).toBeGreaterThan(0.7);
    for (const name of [
      "color-on-dark",
      "color-highlight",
      "color-bg-rich-cyan",
      "color-bg-rich-magenta",
      "color-on-light",
      "color-scrim",
      "color-plate",
      "color-on-dark-hover",
    ]) {
      expect(token(name, darkTokens)).toBe(token(name));
    }
  });

  it("match the theme-color of the browser chrome", async () => {
    const { THEME_COLOURS } = await import("~/shell/theme-script");
    expect(THEME_COLOURS).toEqual({ light: token("color-bg-default"), dark: token("color-bg-default", darkTokens) });
  });
});

describe("layout tokens follow SPEC", () => {
  it("has the SPEC breakpoints: tablet 768, desktop 1024, large 1280", () => {
    expect(token("breakpoint-md")).toBe("48rem");
    expect(token("breakpoint-lg")).toBe("64rem");
    expect(token("breakpoint-xl")).toBe("80rem");
  });

  it("has the SPEC heading and body scale", () => {
    const px = (name: string) => Number.parseFloat(token(name)) * 16;
    expect([px("text-h1"), px("text-h1-tablet"), px("text-h1-desktop")]).toEqual([36, 40, 60]);
    expect([px("text-h2"), px("text-h2-tablet"), px("text-h2-desktop")]).toEqual([24, 32, 40]);
    expect([px("text-h3"), px("text-h4")]).toEqual([24, 20]);
    expect([px("text-body1"), px("text-body2"), px("text-body3"), px("text-caption")]).toEqual([20, 20, 16, 14]);
  });

  it("has the SPEC spacing tokens xs 4 to section 48", () => {
    const px = (name: string) => Number.parseFloat(token(`spacing-${name}`)) * 16;
    expect(["xs", "sm", "md", "lg", "xl", "section"].map(px)).toEqual([4, 8, 16, 24, 32, 48]);
  });

  it("has the named backgrounds of SPEC", () => {
    for (const name of [
      "default",
      "subtle",
      "accent",
      "rich-cyan",
      "rich-magenta",
      "dark-primary",
      "dark-cyan",
      "dark-teal",
    ]) {
      expect(token(`color-bg-${name}`)).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});
