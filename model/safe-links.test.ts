import { describe, expect, it } from "vitest";
import { isAllowedUrl, isSitePath, isWebUrl, opensInNewTab } from "./safe-links";

describe("SPEC §5: allowed markdown link protocols are http, https, irc, ircs, mailto, xmpp", () => {
  it.each([
    "http://example.com",
    "https://example.com/a?b=c#d",
    "HTTPS://EXAMPLE.COM",
    "irc://irc.example.net/chan",
    "ircs://irc.example.net/chan",
    "mailto:hello@example.com",
    "xmpp:someone@example.com",
  ])("allows %s", (url) => {
    expect(isAllowedUrl(url)).toBe(true);
  });

  it.each(["/experiences", "/contact#events", "#top", "?page=2", "relative/path", "/a:b", "#x:y"])(
    "allows the relative link %s",
    (url) => {
      expect(isAllowedUrl(url)).toBe(true);
    },
  );

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "",
    "   ",
  ])("refuses %j", (url) => {
    expect(isAllowedUrl(url)).toBe(false);
  });
});

describe("SPEC §5: links starting with http open in a new tab", () => {
  it.each(["http://a.example", "https://a.example"])("%s opens in a new tab", (url) => {
    expect(opensInNewTab(url)).toBe(true);
  });

  it.each(["/contact", "mailto:a@b.example", "#faq"])("%s stays in this tab", (url) => {
    expect(opensInNewTab(url)).toBe(false);
  });
});

describe("site paths and web URLs", () => {
  it("treats /x as a site path but not protocol-relative //x", () => {
    expect(isSitePath("/insights")).toBe(true);
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("https://a.example")).toBe(false);
  });

  it("accepts only http(s) URLs as web URLs", () => {
    expect(isWebUrl("https://medium.com/@a/post")).toBe(true);
    expect(isWebUrl("javascript:alert(1)")).toBe(false);
    expect(isWebUrl("https://a b")).toBe(false);
    expect(isWebUrl("/local")).toBe(false);
  });
});
