import { baseSecurityHeaders, contentSecurityPolicy } from "./csp.ts";

export type HeadersFileOptions = {
  /** CSP sources of the inline scripts of every pre-rendered page. */
  scriptHashes: readonly string[];
  tagManager: boolean;
  /** Origins the browser calls for content (API_BASE_URL, SHEETS_API_URL and the Apps Script's redirect). */
  connectOrigins: readonly string[];
  /** Vite's hashed files under /assets/, cached for ever. */
  hashedAssets: readonly string[];
};

/**
 * The `_headers` file static hosts read (Netlify, Cloudflare Pages and
 * Workers static assets): the security headers on every path, with one policy
 * that allows the inline scripts of all pages and the content API's origins,
 * and a year of caching for the hashed assets.
 */
export function headersFile({ scriptHashes, tagManager, connectOrigins, hashedAssets }: HeadersFileOptions): string {
  const headers = {
    ...baseSecurityHeaders,
    "Content-Security-Policy": contentSecurityPolicy({
      scriptHashes: [...scriptHashes].sort(),
      tagManager,
      connectOrigins,
    }),
  };
  const lines = [
    "/*",
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ...[...hashedAssets]
      .sort()
      .flatMap((relative) => [`/assets/${relative}`, "  Cache-Control: public, max-age=31536000, immutable"]),
    "",
  ];
  return lines.join("\n");
}
