import { cssUrl } from "../ui/css-values";
import { normaliseDeep } from "./normalise-text";
import { linkTarget } from "../security/safe-links";
import { TEXT_LIMITS, type TextLimit, cutText } from "./text-limits";
import { z } from "./zod";

/**
 * Schemas for single spreadsheet cells. A cell arrives either as CSV text
 * (always a string) or from the Apps Script web app (strings, numbers,
 * booleans, null), and every schema here accepts both and its own output, so
 * parsing an already-parsed row gives the same row. An empty cell is "missing".
 * Each failure message says what the cell must hold and what it held.
 */

/**
 * A cell's reading: its value, or why it is not valid. A `replacement` is a
 * value the cell can take instead (over-long text, cut), which
 * model/content/validate-rows.ts uses to keep the row and report the problem.
 */
type Read<T> = { ok: true; value: T } | { ok: false; reason: string; replacement?: T };

const MAX_SHOWN = 40;

/** The cell's value as it appears in a message: `got "abc"`. */
export function shown(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  const short = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
  return `got ${JSON.stringify(short)}`;
}

/** Trimmed text of a cell, or undefined when it is empty. */
export function cellText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return text === "" ? undefined : text;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** A cell schema from a reader; a missing object key counts as an empty cell. */
function cell<T>(read: (value: unknown) => Read<T>) {
  return z
    .preprocess((value) => (value === undefined ? null : value), z.unknown())
    .transform((value, ctx): T => {
      const result = read(value);
      if (result.ok) return result.value;
      const params = result.replacement === undefined ? undefined : { replacement: result.replacement };
      ctx.addIssue({ code: "custom", message: result.reason, params });
      return z.NEVER;
    });
}

/** Over-long text: not valid, with the text cut to the limit as its replacement. */
function tooLong(text: string, max: number): Read<string> {
  return {
    ok: false,
    reason: `is ${text.length} characters long, more than the limit of ${max}; cut to ${max}`,
    replacement: cutText(text, max),
  };
}

function textOf(value: unknown, max: number): Read<string | undefined> {
  if (isEmpty(value)) return { ok: true, value: undefined };
  const text = cellText(value);
  if (text === undefined) return { ok: false, reason: `must be text, ${shown(value)}` };
  return text.length > max ? tooLong(text, max) : { ok: true, value: text };
}

/** Text that must be present, at most TEXT_LIMITS[limit] characters. */
export const requiredText = (limit: TextLimit = "title") =>
  cell((value) => {
    const read = textOf(value, TEXT_LIMITS[limit]);
    if (!read.ok) return read;
    return read.value === undefined ? { ok: false, reason: "is required" } : { ok: true, value: read.value };
  });

/** Text that may be empty (then the key is left out), at most TEXT_LIMITS[limit] characters. */
export const optionalText = (limit: TextLimit = "title") =>
  cell((value) => textOf(value, TEXT_LIMITS[limit])).optional();

const TRUE_WORDS = new Set(["true", "yes", "y", "1"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0"]);

/** TRUE/FALSE (any case, also yes/no/1/0, or a real boolean); empty is undefined. */
export const sheetBoolean = () => booleanCell().optional();

const booleanCell = () =>
  cell<boolean | undefined>((value) => {
    if (typeof value === "boolean") return { ok: true, value };
    if (isEmpty(value)) return { ok: true, value: undefined };
    const word = cellText(value)?.toLowerCase() ?? "";
    if (TRUE_WORDS.has(word)) return { ok: true, value: true };
    if (FALSE_WORDS.has(word)) return { ok: true, value: false };
    return { ok: false, reason: `must be TRUE or FALSE, ${shown(value)}` };
  });

/** A number (numeric text such as " 12", "3.5", "1,200" or a real number); empty is undefined. */
export const sheetNumber = () => numberCell().optional();

export const numberCell = () =>
  cell<number | undefined>((value) => {
    if (typeof value === "number") {
      return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: `must be a number, ${shown(value)}` };
    }
    if (isEmpty(value)) return { ok: true, value: undefined };
    const text = (cellText(value) ?? "").replace(/(?<=\d),(?=\d{3}\b)/g, "");
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, reason: `must be a number, ${shown(value)}` };
    return { ok: true, value: Number(text) };
  });

/** A number with a default for empty cells (SPEC §9: priority 999 when missing). */
export const sheetNumberOr = (fallback: number) => numberCell().transform((value) => value ?? fallback);

/** A list within its limits: at most TEXT_LIMITS.listEntries entries of at most TEXT_LIMITS.title characters. */
function listWithinLimits(entries: string[]): Read<string[]> {
  const { listEntries, title } = TEXT_LIMITS;
  const long = entries.filter((entry) => entry.length > title).length;
  if (entries.length <= listEntries && long === 0) return { ok: true, value: entries };
  const reasons = [
    entries.length > listEntries
      ? `has ${entries.length} entries, more than the limit of ${listEntries}; kept the first ${listEntries}`
      : "",
    long > 0 ? `${long} entr${long === 1 ? "y is" : "ies are"} longer than ${title} characters; cut to ${title}` : "",
  ];
  return {
    ok: false,
    reason: reasons.filter(Boolean).join("; "),
    replacement: entries.slice(0, listEntries).map((entry) => cutText(entry, title)),
  };
}

/** A comma-separated list (or a real list); empty entries dropped, so an empty cell is []. */
export const sheetList = () =>
  cell<string[]>((value) => {
    if (Array.isArray(value)) {
      const texts = value.map(cellText);
      if (texts.some((text, index) => text === undefined && !isEmpty(value[index]))) {
        return { ok: false, reason: `must be a list of texts, ${shown(value)}` };
      }
      return listWithinLimits(texts.filter((text): text is string => text !== undefined));
    }
    if (isEmpty(value)) return { ok: true, value: [] };
    const text = cellText(value);
    if (text === undefined) return { ok: false, reason: `must be comma-separated text, ${shown(value)}` };
    return listWithinLimits(
      text
        .split(/[,\n]/)
        .map((part) => part.trim())
        .filter((part) => part !== ""),
    );
  });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slugOf(value: unknown): Read<string | undefined> {
  const text = cellText(value);
  if (text === undefined)
    return isEmpty(value) ? { ok: true, value: undefined } : { ok: false, reason: `must be text, ${shown(value)}` };
  if (text.length > TEXT_LIMITS.slug)
    return {
      ok: false,
      reason: `is ${text.length} characters long, more than the limit of ${TEXT_LIMITS.slug} for a slug`,
    };
  if (!SLUG.test(text))
    return { ok: false, reason: `must be lowercase letters, digits and hyphens (like my-guide), ${shown(value)}` };
  return { ok: true, value: text };
}

/** A URL slug: lowercase letters and digits joined by single hyphens. */
export const requiredSlug = () =>
  cell<string>((value) => {
    const read = slugOf(value);
    if (!read.ok) return read;
    return read.value === undefined ? { ok: false, reason: "is required" } : { ok: true, value: read.value };
  });

export const optionalSlug = () => cell(slugOf).optional();

function isHttpUrl(text: string): boolean {
  if (text.length > TEXT_LIMITS.url) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A path of this site ("/assets/x.svg"), by the site's one link rule (so never
 * "//host" or "/\host", which a browser reads as another host), written plainly:
 * from the root, without spaces, backslashes or dot segments.
 */
function isPlainSitePath(text: string): boolean {
  return (
    text.length <= TEXT_LIMITS.url &&
    text.startsWith("/") &&
    !/[\s\\]/.test(text) &&
    !text.split(/[/?#]/).includes("..") &&
    linkTarget(text)?.kind === "site"
  );
}

/** An absolute http(s) address; nothing else (no javascript:, data: or relative paths). */
export const optionalHttpUrl = () => httpUrlCell().optional();

const httpUrlCell = () =>
  cell<string | undefined>((value) => {
    if (isEmpty(value)) return { ok: true, value: undefined };
    const text = cellText(value) ?? "";
    return isHttpUrl(text)
      ? { ok: true, value: text }
      : { ok: false, reason: `must be an http(s) address, ${shown(value)}` };
  });

export const requiredHttpUrl = () =>
  httpUrlCell().transform((value, ctx) => {
    if (value !== undefined) return value;
    ctx.addIssue({ code: "custom", message: "is required" });
    return z.NEVER;
  });

/** An image: a path on this site (/assets/…) or an http(s) address. */
export const optionalImage = () =>
  cell<string | undefined>((value) => {
    if (isEmpty(value)) return { ok: true, value: undefined };
    const text = cellText(value) ?? "";
    if (isPlainSitePath(text) || isHttpUrl(text)) return { ok: true, value: text };
    return { ok: false, reason: `must be a site path such as /assets/x.svg or an http(s) address, ${shown(value)}` };
  }).optional();

/**
 * An image drawn by CSS (a guide's icon, a mask): a path on this site or an
 * https address, in the characters of an address only (no quotes,
 * backslashes, brackets, semicolons or spaces: the usual ways out of a CSS
 * value, and none has a place in an icon's address).
 */
export const optionalCssImage = () =>
  cell<string | undefined>((value) => {
    if (isEmpty(value)) return { ok: true, value: undefined };
    const text = cellText(value) ?? "";
    if (
      /^[\w\-.~:/?#[\]@!$&*+,=%]+$/.test(text) &&
      cssUrl(text) &&
      (isPlainSitePath(text) || /^https:\/\//i.test(text))
    )
      return { ok: true, value: text };
    return {
      ok: false,
      reason: `must be a site path such as /assets/category-icons/tea.svg or an https address, without quotes, brackets, semicolons or spaces, ${shown(value)}`,
    };
  }).optional();

/** A plain file name (no folders), e.g. the store's 'Thumbnail: File Name'. */
export const optionalFileName = () =>
  cell<string | undefined>((value) => {
    if (isEmpty(value)) return { ok: true, value: undefined };
    const text = cellText(value) ?? "";
    if (text.length <= 255 && /^[\w][\w.-]*$/.test(text) && !text.includes("..")) return { ok: true, value: text };
    return { ok: false, reason: `must be a file name such as research-plan.svg (no folders), ${shown(value)}` };
  }).optional();

const HSL =
  /^(?:hsl\(\s*)?(\d{1,3}(?:\.\d+)?)(?:deg)?\s*[\s,]\s*(\d{1,3}(?:\.\d+)?)%\s*[\s,]\s*(\d{1,3}(?:\.\d+)?)%\s*\)?$/i;

/** An HSL colour as "200 80% 40%" or "hsl(200, 80%, 40%)", normalised to "200 80% 40%". */
export const optionalHsl = () =>
  cell<string | undefined>((value) => {
    if (isEmpty(value)) return { ok: true, value: undefined };
    const match = HSL.exec(cellText(value) ?? "");
    const [, hue, saturation, lightness] = match ?? [];
    if (!hue || !saturation || !lightness || Number(hue) > 360 || Number(saturation) > 100 || Number(lightness) > 100) {
      return { ok: false, reason: `must be an HSL colour such as "200 80% 40%", ${shown(value)}` };
    }
    return { ok: true, value: `${hue} ${saturation}% ${lightness}%` };
  }).optional();

/** A calendar date, normalised to YYYY-MM-DD (a full ISO timestamp keeps its date part). */
export const optionalDate = () =>
  cell<string | undefined>((value) => {
    if (isEmpty(value)) return { ok: true, value: undefined };
    const text = cellText(value) ?? "";
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
    if (match) {
      const [, year, month, day] = match;
      const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      if (date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)) {
        return { ok: true, value: `${year}-${month}-${day}` };
      }
    }
    return { ok: false, reason: `must be a date as YYYY-MM-DD, ${shown(value)}` };
  }).optional();

/** A cell holding JSON (or the already-parsed value), checked against `schema`; empty gives `empty`. */
export function jsonCell<T>(schema: z.ZodType<T>, empty: T, what: string) {
  return cell<T>((value) => {
    if (isEmpty(value)) return { ok: true, value: empty };
    let parsed: unknown = value;
    if (typeof value === "string") {
      try {
        // A JSON escape such as "\ud800" makes a lone surrogate: normalised like the rest of the content.
        parsed = normaliseDeep(JSON.parse(value));
      } catch {
        return { ok: false, reason: `must be ${what} written as JSON, ${shown(value)}` };
      }
    }
    const result = schema.safeParse(parsed);
    if (result.success) return { ok: true, value: result.data };
    const fitted = fitToLimits(parsed, result.error.issues);
    const refit = fitted && schema.safeParse(fitted.value);
    if (fitted && refit?.success) return { ok: false, reason: fitted.reason, replacement: refit.data };
    return { ok: false, reason: `must be ${what}, ${shown(value)}` };
  });
}

/**
 * A parsed JSON value with the strings and lists that are too big (zod's
 * too_big issues) cut to their maximum, or undefined when other problems
 * remain or nothing was cut.
 */
function fitToLimits(
  value: unknown,
  issues: readonly z.core.$ZodIssue[],
): { value: unknown; reason: string } | undefined {
  if (issues.length === 0 || issues.some((issue) => issue.code !== "too_big")) return undefined;
  // The cell itself sits in a box, so an issue about the whole value (an empty path) is mended like any other.
  const box: Record<PropertyKey, unknown> = { cell: structuredClone(value) };
  const places: string[] = [];
  for (const issue of issues) {
    if (issue.code !== "too_big") return undefined;
    const route: PropertyKey[] = ["cell", ...issue.path];
    const key = route.at(-1);
    let parent: unknown = box;
    for (const step of route.slice(0, -1)) parent = (parent as Record<PropertyKey, unknown>)[step];
    if (!parent || typeof parent !== "object" || key === undefined) return undefined;
    const target = (parent as Record<PropertyKey, unknown>)[key];
    const max = Number(issue.maximum);
    if (typeof target === "string") (parent as Record<PropertyKey, unknown>)[key] = cutText(target, max);
    else if (Array.isArray(target)) (parent as Record<PropertyKey, unknown>)[key] = target.slice(0, max);
    else return undefined;
    const where = issue.path.length > 0 ? `${issue.path.join(".")} cut to` : "cut to the first";
    places.push(`${where} ${max} ${typeof target === "string" ? "characters" : "entries"}`);
  }
  return { value: box.cell, reason: `is longer than its limits: ${places.join(", ")}` };
}
