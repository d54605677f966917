import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { conditionalGet } from "./conditional";

const TAG = '"abc123"';

function appWith(status: 200 | 404 = 200, etag = TAG) {
  const app = new Hono();
  app.on(["GET", "HEAD", "POST"], "*", conditionalGet(), (c) =>
    c.body("body", status, {
      ETag: etag,
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      "Content-Security-Policy": "script-src 'self' 'sha256-x'",
      "Access-Control-Allow-Origin": "*",
      "X-Other": "dropped on 304",
    }),
  );
  return app;
}

async function statusFor(ifNoneMatch: string, options: { etag?: string; method?: string } = {}) {
  const response = await appWith(200, options.etag).request("/", {
    method: options.method ?? "GET",
    headers: { "If-None-Match": ifNoneMatch },
  });
  return response.status;
}

describe("If-None-Match (RFC 9110 §13.1.2), one check for pages, files and the API", () => {
  it.each([
    [TAG, "the same tag"],
    [`W/${TAG}`, "the weak form of the tag (weak comparison)"],
    [`"old", ${TAG}`, "a list holding it"],
    [`"old",${TAG}`, "a list without spaces"],
    [`"old" ,  W/${TAG} , "older"`, "a list with odd spacing and a weak entry"],
    ["*", "any current representation"],
  ])("answers 304 to %s (%s)", async (header) => {
    expect(await statusFor(header)).toBe(304);
  });

  it.each([
    ['"other"', "another tag"],
    ['"abc"', "a prefix of the tag"],
    ['"abc123-br"', "the tag of another encoding"],
    ["abc123", "the tag without its quotes"],
    ['"old", "older"', "a list without it"],
    ["", "an empty header"],
  ])("answers 200 to %s (%s)", async (header) => {
    expect(await statusFor(header)).toBe(200);
  });

  it("matches a weak ETag of the answer too", async () => {
    expect(await statusFor(TAG, { etag: `W/${TAG}` })).toBe(304);
  });

  it("matches a tag that holds a comma (an entity tag may)", async () => {
    expect(await statusFor('"a,b", "c"', { etag: '"a,b"' })).toBe(304);
    expect(await statusFor('"a", "b"', { etag: '"a,b"' })).toBe(200);
  });

  it("answers HEAD the same way", async () => {
    expect(await statusFor(TAG, { method: "HEAD" })).toBe(304);
  });

  it("leaves other methods alone (a POST is never a 304)", async () => {
    expect(await statusFor(TAG, { method: "POST" })).toBe(200);
  });

  it("leaves a not-found answer alone, even for *", async () => {
    const response = await appWith(404).request("/", { headers: { "If-None-Match": "*" } });
    expect(response.status).toBe(404);
  });

  it("sends a 304 without a body, keeping the headers a cache merges into its copy", async () => {
    const response = await appWith().request("/", { headers: { "If-None-Match": TAG } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
    expect(response.headers.get("etag")).toBe(TAG);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    // The page's own script policy and the API's CORS header, not replaced by generic ones.
    expect(response.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-x'");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("x-other")).toBeNull();
  });
});
