/**
 * Content values that end up in CSS (a guide's icon, its colours). A value is
 * checked against what it may be and serialised by these functions; it is
 * never spliced into CSS text as written, so `x");position:fixed;…` cannot
 * leave its declaration. Components pass the results as custom properties.
 */

/** Serialises text as a CSS string: quotes, backslashes and control characters escaped. */
export function cssString(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
  return `"${text.replace(/["\\\u0000-\u001f\u007f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
}

const SITE = "https://site.invalid";

/**
 * `url("…")` for a path on this site ("/assets/x.svg") or an https address,
 * parsed with URL and written in its percent-encoded form; undefined for
 * anything else (other schemes, protocol-relative "//host", text).
 */
export function cssUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return undefined;
  }
  const sitePath = /^\/(?![/\\])/.test(value) && url.origin === SITE;
  if (sitePath) return `url(${cssString(url.pathname + url.search + url.hash)})`;
  if (url.protocol === "https:" && /^https:\/\//i.test(value) && url.hostname !== "") return `url(${cssString(url.href)})`;
  return undefined;
}

/** "h s% l%" with hue 0-360 and percentages 0-100, optionally written hsl(h, s%, l%). */
const HSL =
  /^(?:hsl\(\s*)?(\d{1,3}(?:\.\d+)?)(?:deg)?\s*[\s,]\s*(\d{1,3}(?:\.\d+)?)%\s*[\s,]\s*(\d{1,3}(?:\.\d+)?)%\s*\)?$/i;

/** An HSL triple normalised to "h s% l%", or undefined when the text is not one. */
export function hslTriple(value: string | undefined): string | undefined {
  const [, hue, saturation, lightness] = HSL.exec(value?.trim() ?? "") ?? [];
  if (!hue || !saturation || !lightness) return undefined;
  if (Number(hue) > 360 || Number(saturation) > 100 || Number(lightness) > 100) return undefined;
  return `${hue} ${saturation}% ${lightness}%`;
}

/** A design token colour, written var(--color-name). */
const TOKEN = /^var\(--color-[a-z][a-z0-9-]*\)$/;

/**
 * A CSS colour from an HSL triple ("200 80% 40%", "hsl(200 80% 40%)") or a
 * design token (var(--color-bg-accent)); undefined for anything else
 * (undefined, "hsl(undefined)", "red;position:fixed").
 */
export function cssColour(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (TOKEN.test(value.trim())) return value.trim();
  const triple = hslTriple(value);
  return triple ? `hsl(${triple})` : undefined;
}
