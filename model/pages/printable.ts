/**
 * Text that is safe to print in a terminal or a log line: characters that
 * would break the line, reorder what follows it or drive the terminal are shown
 * as escapes. C0 and C1 controls and DEL (binary, ANSI escape sequences), line
 * and paragraph separators (U+2028, U+2029), bidirectional controls (U+202A to
 * U+202E, U+2066 to U+2069, U+200E, U+200F, U+061C), the byte order mark and
 * lone surrogates.
 */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

export function printable(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (char) => (Object.hasOwn(NAMED, char) ? NAMED[char] : undefined) ?? `\\u{${char.charCodeAt(0).toString(16)}}`,
  );
}
