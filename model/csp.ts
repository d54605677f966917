/**
 * Content-Security-Policy of the site. Scripts run only from the site
 * itself plus the exact inline scripts of each pre-rendered page, by hash; the
 * tag manager's hosts are allowed only when a container id is configured.
 */

export type CspOptions = {
  /** 'sha256-…' sources of the page's inline scripts. */
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

/** The bodies of a page's inline scripts that a browser would run (not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    bodies.push(match[2] ?? "");
  }
  return bodies;
}

/** Headers every response carries, besides the policy itself. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
};

export const HSTS_HEADER = "max-age=63072000; includeSubDomains";
