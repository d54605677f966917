/**
 * Content values that end up in CSS (a guide's icon, its colours). A value is
 * checked against what it may be and serialised by these functions; it is
 * never spliced into CSS text as written, so `x");position:fixed;…` cannot
 * leave its declaration. Components pass the results as custom properties.
 * (Loaded by every page: kept small, see the home page's script budget.)
 */

const SITE = "https://site.invalid";

/**
 * `url("…")` for a path on this site ("/assets/x.svg") or an https address,
 * parsed with URL and written percent-encoded as a quoted CSS string (a JSON
 * string is one: its quotes and backslashes are escaped and it holds no line
 * break); undefined for anything else (other schemes, "//host", plain text).
 */
export function cssUrl(value = ""): string | undefined {
  try {
    const url = new URL(value, SITE);
    const sitePath = /^\/(?![/\\])/.test(value) && url.origin === SITE;
    if (sitePath || (/^https:\/\/./i.test(value) && url.protocol === "https:"))
      return `url(${JSON.stringify(url.href.slice(sitePath ? SITE.length : 0))})`;
  } catch {
    // Not an address.
  }
}

/** "h s% l%" (hue 0-360, percentages 0-100), as the sheet's cells are normalised, optionally inside hsl(). */
const HSL = /^(?:hsl\()?([\d.]+) ([\d.]+)% ([\d.]+)%\)?$/;

/** `hsl(h s% l%)` from an HSL triple ("200 80% 40%" or "hsl(200 80% 40%)"); undefined for anything else. */
export function cssColour(value = ""): string | undefined {
  const [, hue, saturation, lightness] = (HSL.exec(value) ?? []).map(Number);
  // NaN (a stray dot) fails every comparison, so it is refused too.
  if (hue! <= 360 && saturation! <= 100 && lightness! <= 100) return `hsl(${hue} ${saturation}% ${lightness}%)`;
}
