import { describe, expect, it } from "vitest";
import { type LinkTarget, linkTarget } from "./safe-links";

const site = (href: string): LinkTarget => ({ kind: "site", href });
const samePage = (href: string): LinkTarget => ({ kind: "same-page", href });
const web = (href: string): LinkTarget => ({ kind: "web", href });
const app = (href: string): LinkTarget => ({ kind: "app", href });

describe("linkTarget: ordinary links keep their behaviour", () => {
  it.each<[string, LinkTarget]>([
    ["/contact#events", site("/contact#events")],
    ["/experiences", site("/experiences")],
    ["/", site("/")],
    ["/inspirations?tag=tea#list", site("/inspirations?tag=tea#list")],
    ["/a:b", site("/a:b")],
    ["#faq", samePage("#faq")],
    ["#x:y", samePage("#x:y")],
    ["?page=2", samePage("?page=2")],
    ["?page=2#top", samePage("?page=2#top")],
    ["https://medium.com/@a/post", web("https://medium.com/@a/post")],
    ["https://example.com/a?b=c#d", web("https://example.com/a?b=c#d")],
    ["http://example.com/", web("http://example.com/")],
    ["https://store.example/Alpha%20Plan", web("https://store.example/Alpha%20Plan")],
    ["mailto:hello@example.com", app("mailto:hello@example.com")],
    ["xmpp:someone@example.com", app("xmpp:someone@example.com")],
    ["irc://irc.example.net/chan", app("irc://irc.example.net/chan")],
    ["ircs://irc.example.net/chan", app("ircs://irc.example.net/chan")],
  ])("%s", (address, expected) => {
    expect(linkTarget(address)).toEqual(expected);
  });

  it("reads a path without a leading slash from the site's root, the same on every page", () => {
    expect(linkTarget("relative/path")).toEqual(site("/relative/path"));
    expect(linkTarget("./a/../b")).toEqual(site("/b"));
  });
});

// The rules this replaces said "site path" for anything starting with one '/' (isSitePath), "new tab" for
// anything starting with "http" (opensInNewTab) and "external" for '//' or 'http(s)://' (isExternalHref):
// a browser reads each address below otherwise. The comment names what the old rules made of it.
describe("linkTarget: addresses that leave the site are web links, opening in a new tab", () => {
  it.each<[string, string, string]>([
    // Same-tab site links before: a browser reads '\' as '/', so these name another host.
    ["/\\evil.example", "https://evil.example/", "a site path"],
    ["/\\evil.example/x?y#z", "https://evil.example/x?y#z", "a site path"],
    ["/\t/evil.example", "https://evil.example/", "a site path"],
    ["/\n/evil.example", "https://evil.example/", "a site path"],
    ["/\\\\evil.example", "https://evil.example/", "a site path"],
    // Same-tab links with no rel before (neither a site path nor starting with http).
    ["//evil.example", "https://evil.example/", "a same-tab link"],
    ["///evil.example", "https://evil.example/", "a same-tab link"],
    ["\\/evil.example", "https://evil.example/", "a same-tab link"],
    ["\\\\evil.example", "https://evil.example/", "a same-tab link"],
    [" //evil.example", "https://evil.example/", "a same-tab link"],
    ["\u0000//evil.example", "https://evil.example/", "a same-tab link"],
    ["HTTPS://EVIL.EXAMPLE/Path", "https://evil.example/Path", "a new tab already"],
    ["https:evil.example", "https://evil.example/", "a new tab already"],
    ["\thttps://evil.example", "https://evil.example/", "a same-tab link (the tab hid 'http')"],
    ["ht\ntps://evil.example", "https://evil.example/", "a same-tab link"],
  ])("%j leaves for evil.example (before: %s)", (address, href) => {
    expect(linkTarget(address)).toEqual(web(href));
  });
});

describe("linkTarget: encoded slashes stay in a path of this site, as a browser reads them", () => {
  it.each([
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    ["/%2f/evil.example", "/%2f/evil.example"],
  ])("%s", (address, href) => {
    expect(linkTarget(address)).toEqual(site(href));
    // What the browser makes of the rendered address, read against a real page: still this site.
    expect(new URL(href, "https://me.example/insights").origin).toBe("https://me.example");
  });
});

describe("linkTarget: spaces, controls and case do not change what an address is", () => {
  it.each<[string, LinkTarget]>([
    ["  /contact#events  ", site("/contact#events")],
    ["\u0001/contact\u001f", site("/contact")],
    ["/con\ttact", site("/contact")],
    [" https://a.example ", web("https://a.example/")],
    ["MAILTO:hello@example.com", app("mailto:hello@example.com")],
    [" #faq", samePage("#faq")],
  ])("%j", (address, expected) => {
    expect(linkTarget(address)).toEqual(expected);
  });

  it("never renders an address as given when the parser reads it otherwise", () => {
    expect(linkTarget("/a b/../c")).toEqual(site("/c"));
    expect(linkTarget("/%2e%2e/etc")).toEqual(site("/etc"));
    expect(linkTarget("/café")).toEqual(site("/caf%C3%A9"));
  });
});

describe("linkTarget: SPEC §5 protocols only; anything else is no link", () => {
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\rscript:alert(1)",
    "\u0000javascript:alert(1)",
    "javascript\t:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "tel:+6200000",
    "https:",
    "java%09script:alert(1)",
    "a%3Ab:c",
    "http://",
    "https://a b",
    "//",
    "",
    "   ",
    "\t\n",
  ])("refuses %j", (address) => {
    expect(linkTarget(address)).toBeNull();
  });
});

describe("linkTarget: its own output reads the same", () => {
  it.each([
    "/\\evil.example",
    "//evil.example",
    "/contact#events",
    "#faq",
    "?p=2",
    "mailto:a@b.example",
    "/%5Cx",
    "/café",
  ])("%j", (address) => {
    const target = linkTarget(address);
    expect(target).not.toBeNull();
    expect(linkTarget(target?.href ?? "")).toEqual(target);
  });
});
