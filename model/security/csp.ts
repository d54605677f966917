/**
 * Content-Security-Policy of the site. Scripts run only from the site
 * itself plus the exact inline scripts the site wrote into each pre-rendered
 * page, by hash (own-scripts.ts); the tag manager's hosts are allowed only when
 * a container id is configured.
 */

export type CspOptions = {
  /** 'sha256-…' sources of the page's own inline scripts, recorded by the build. */
  scriptHashes: readonly string[];
  tagManager: boolean;
  /** Extra origins the browser may fetch from (a content API on another host). */
  connectOrigins?: readonly string[];
};

const TAG_MANAGER_SCRIPT_HOSTS = ["https://www.googletagmanager.com"];
const TAG_MANAGER_DATA_HOSTS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

export function contentSecurityPolicy({ scriptHashes, tagManager, connectOrigins = [] }: CspOptions): string {
  const script = [
    "'self'",
    // The site search (Pagefind, loaded from /pagefind/ on first use) compiles WebAssembly; this allows
    // only that, not eval or new Function.
    "'wasm-unsafe-eval'",
    ...scriptHashes.map((hash) => `'${hash}'`),
    ...(tagManager ? TAG_MANAGER_SCRIPT_HOSTS : []),
  ];
  const connect = ["'self'", ...connectOrigins, ...(tagManager ? TAG_MANAGER_DATA_HOSTS : [])];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Content images may live on other hosts (sheet cells hold URLs).
    ["img-src", ["'self'", "data:", "https:"]],
    ["font-src", ["'self'"]],
    ["connect-src", connect],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/**
 * Headers every response carries, besides the policy itself. No Cross-Origin-Opener-Policy (decision 037):
 * it moves every arriving visitor into a new browsing context group, a renderer started cold before the
 * first paint, to sever window references this site holds nothing behind.
 */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // No interest-cohort: that feature (FLoC) is gone from browsers; naming it only lengthened every response.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

export const HSTS_HEADER = "max-age=63072000; includeSubDomains";
