/**
 * Content text as the site stores it: well-formed UTF-16 (a lone surrogate,
 * which a JSON escape such as "\ud800" can make, becomes U+FFFD) in Unicode
 * NFC. A lone surrogate in a pre-rendered page is written as U+FFFD but stays
 * as it is in the embedded data, so React finds different text when it
 * hydrates (error #418); NFC makes "é" one character however it was typed.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Lone surrogates replaced by U+FFFD (String.prototype.toWellFormed, which not every browser has). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}

export function normaliseText(text: string): string {
  return wellFormed(text).normalize("NFC");
}

/** Every string in a parsed JSON value (object keys too) normalised; other values unchanged. */
export function normaliseDeep(value: unknown): unknown {
  if (typeof value === "string") return normaliseText(value);
  if (Array.isArray(value)) return value.map(normaliseDeep);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    // fromEntries keeps a "__proto__" key as data.
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [normaliseText(key), normaliseDeep(entry)]));
  }
  return value;
}
