/**
 * Which link targets the site renders from content, and how (SPEC §5): markdown
 * links may use only http, https, irc, ircs, mailto and xmpp (relative paths are
 * the site's own pages); links starting with http open in a new tab.
 */
const ALLOWED_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * True when a URL may become a link. A URL with no protocol (a path, a hash or a
 * query) is relative and allowed; otherwise its protocol must be on the list.
 * Matches react-markdown's own check, so a card and a markdown body agree.
 */
export function isAllowedUrl(url: string): boolean {
  const value = url.trim();
  if (value === "") return false;
  const colon = value.indexOf(":");
  if (colon === -1) return true;
  // A colon after the first '/', '?' or '#' is part of the path, not a protocol.
  for (const mark of ["/", "?", "#"]) {
    const at = value.indexOf(mark);
    if (at !== -1 && at < colon) return true;
  }
  return ALLOWED_PROTOCOL.test(value.slice(0, colon));
}

/** SPEC §5: links starting with http open in a new tab (with noopener noreferrer). */
export function opensInNewTab(url: string): boolean {
  return /^http/i.test(url.trim());
}

/** A path on this site ('/contact#events'), navigated to without a page load. */
export function isSitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/** http and https only: the targets of cards that open an external page. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url.trim());
}
