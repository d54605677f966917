import { describe, expect, it } from "vitest";
import assetsWorker from "./assets-worker";
import { applyHeaderRules, parseHeadersFile } from "./headers-file";

// The stand-in for the Workers static-assets binding under plain workerd, over a
// fake of workerd's `disk` service: exact files only, _headers applied.
const files: Record<string, string> = {
  "/favicon.svg": "<svg/>",
  "/assets/app-abc.js": "console.log(1)",
  "/experiences/index.html": "<title>Experiences</title>",
  "/_headers":
    "/*\n  X-Frame-Options: DENY\n  X-Test: all\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n  ! X-Test\n",
};
const disk = {
  async fetch(request: Request) {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (path === "/experiences") return new Response("[]", { headers: { "Content-Type": "application/json" } });
    const body = files[path];
    return body === undefined
      ? new Response(null, { status: 404 })
      : new Response(body, { headers: { "Content-Type": "application/octet-stream" } });
  },
};
const get = (path: string, init?: RequestInit) =>
  assetsWorker.fetch(new Request(`https://assets.local${path}`, init), { FILES: disk });

describe("the local assets binding", () => {
  it("serves an exact file with its type, an ETag, Cloudflare's default caching and the _headers rules", async () => {
    const response = await get("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-test")).toBe("all");
    expect(await response.text()).toBe("<svg/>");
    const again = await get("/favicon.svg", { headers: { "If-None-Match": response.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
  });

  it("lets a later rule override and detach headers", async () => {
    const response = await get("/assets/app-abc.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-test")).toBeNull();
  });

  it("answers 404 for folders, missing files, trailing slashes and the _headers file itself (html_handling none)", async () => {
    for (const path of ["/experiences", "/experiences/", "/missing.txt", "/_headers", "/%E0%A4%A"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get("/experiences/index.html")).status).toBe(200);
  });

  it("refuses methods other than GET and HEAD, and sends no body for HEAD", async () => {
    expect((await get("/favicon.svg", { method: "POST" })).status).toBe(405);
    const head = await get("/favicon.svg", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});

describe("_headers rules", () => {
  it("match splats and placeholders, and join a header set by two rules", () => {
    const rules = parseHeadersFile("# comment\n/*\n  X-A: 1\n/guide/:slug\n  X-A: 2\n  X-B: yes\n");
    const headers = new Headers();
    applyHeaderRules(rules, "/guide/coffee", headers);
    expect(headers.get("x-a")).toBe("1, 2");
    expect(headers.get("x-b")).toBe("yes");
    const other = new Headers();
    applyHeaderRules(rules, "/guide/coffee/more", other);
    expect(other.get("x-b")).toBeNull();
  });
});
