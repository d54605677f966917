/**
 * The scheme a visitor used to reach the site through a proxy, from the
 * standard Forwarded header (RFC 7239) or the older X-Forwarded-Proto. The
 * first element / value is the one the proxy nearest the visitor added.
 */

/** Splits at `separator` outside quoted strings (where a backslash escapes the next character). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (quoted && char === "\\") {
      current += char + (text[i + 1] ?? "");
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return value;
}

/**
 * The `proto` of the first element of a Forwarded header, lower case
 * (`Forwarded: for=192.0.2.60;proto=https;by=203.0.113.43, for=…` -> "https";
 * names are case-insensitive, values may be quoted).
 */
export function forwardedProto(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [first = ""] = splitOutsideQuotes(header, ",");
  for (const pair of splitOutsideQuotes(first, ";")) {
    const equals = pair.indexOf("=");
    if (equals === -1) continue;
    if (pair.slice(0, equals).trim().toLowerCase() !== "proto") continue;
    const value = unquote(pair.slice(equals + 1).trim())
      .trim()
      .toLowerCase();
    return value || undefined;
  }
  return undefined;
}

/** The first value of X-Forwarded-Proto, lower case (schemes are case-insensitive). */
export function xForwardedProto(header: string | undefined): string | undefined {
  const value = header?.split(",")[0]?.trim().toLowerCase();
  return value || undefined;
}

/**
 * Whether the visitor's connection is https: the request URL itself, else
 * what the proxy reports (Forwarded first, the standard; X-Forwarded-Proto
 * otherwise).
 */
export function isHttpsRequest(url: string, headers: { forwarded?: string; xForwardedProto?: string }): boolean {
  if (url.toLowerCase().startsWith("https:")) return true;
  return (forwardedProto(headers.forwarded) ?? xForwardedProto(headers.xForwardedProto)) === "https";
}
