/**
 * Where a link from content or props goes, and so how the site renders it: the
 * one rule for every link (markdown, cards, buttons, menus). SPEC §5: markdown
 * links may use only http, https, irc, ircs, mailto and xmpp (relative addresses
 * are the site's own pages); SPEC §5 and §7: a page elsewhere opens in a new
 * tab with no opener.
 *
 * The address is read by the WHATWG URL parser, the one browsers follow a link
 * with, so the rule sees what a click would do: it drops spaces and control
 * characters at either end and tabs and newlines anywhere ("java\tscript:"),
 * reads a backslash as a slash ("/\evil.example" is "//evil.example", another
 * host) and ignores the case of a scheme. Percent-encoded slashes stay part of
 * a path ("/%2F%2Fevil.example" is a page of this site), as they do for a browser.
 */

/**
 * What relative addresses are read against. The real origin does not matter and
 * is not always known (pre-rendering, tests); an address written out in full is
 * never resolved against it, so even one naming this site opens in a new tab
 * (SPEC §5: links starting with http do), and `.invalid` is no one's host.
 */
const SITE = new URL("https://site.invalid/");

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(["http:", "https:", "irc:", "ircs:", "mailto:", "xmpp:"]);
const WEB_PROTOCOLS: ReadonlySet<string> = new Set(["http:", "https:"]);

/** Where a link goes. `href` is the address to render: normalised, never the text as given. */
export type LinkTarget =
  /** A page of this site: a path ('/contact#events'), followed in the app, in this tab. */
  | { kind: "site"; href: string }
  /** A part of the page the link is on ('#faq', '?page=2'), in this tab. */
  | { kind: "same-page"; href: string }
  /** An http(s) page of another origin: it opens in a new tab with NEW_TAB's rel. */
  | { kind: "web"; href: string }
  /** mailto, irc, ircs or xmpp: handed to another app, so it stays in this tab. */
  | { kind: "app"; href: string };

/** The attributes of a link that opens in a new tab: the page it opens gets no opener and no referrer. */
export const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

function parse(address: string, base?: URL): URL | undefined {
  try {
    return new URL(address, base);
  } catch {
    return undefined;
  }
}

/** The address as the URL parser reads it (see the top of this file), to tell its first character. */
function asParsed(address: string): string {
  const text = address.replace(/[\t\n\r]/g, "");
  let start = 0;
  // C0 controls and the space, U+0000 to U+0020.
  while (start < text.length && text.charCodeAt(start) <= 0x20) start += 1;
  return text.slice(start);
}

/**
 * Where `address` goes, or null when it must not be a link: a protocol that is
 * not on SPEC §5's list (javascript:, data:, vbscript:, file:, ...), or no
 * address at all. A path that does not start with '/' is read from the site's
 * root: a card's text shows on several pages, so "relative to this page" would
 * point somewhere different on each.
 */
export function linkTarget(address: string): LinkTarget | null {
  const absolute = parse(address);
  if (absolute) {
    if (!LINK_PROTOCOLS.has(absolute.protocol)) return null;
    return { kind: WEB_PROTOCOLS.has(absolute.protocol) ? "web" : "app", href: absolute.href };
  }
  const reference = asParsed(address);
  // RFC 3986 §4.2: a colon in a relative path's first segment reads as a scheme ("https:", "java%09script:x").
  if (reference === "" || /^[^/\\?#]*:/.test(reference)) return null;
  const resolved = parse(address, SITE);
  if (!resolved) return null;
  // '//host', '/\host', '\\host': another host, whatever the scheme of the page the link is on.
  if (resolved.origin !== SITE.origin) return { kind: "web", href: resolved.href };
  if (reference.startsWith("#")) return { kind: "same-page", href: resolved.hash || "#" };
  if (reference.startsWith("?")) return { kind: "same-page", href: `${resolved.search || "?"}${resolved.hash}` };
  return { kind: "site", href: `${resolved.pathname}${resolved.search}${resolved.hash}` };
}
