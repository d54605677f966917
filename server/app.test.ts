import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, decodePath } from "./app";
import { StaticFiles } from "./static-files";

let root: string;
let app: ReturnType<typeof createApp>;

function write(relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

beforeAll(() => {
  // A small stand-in for build/client with the same shape.
  root = mkdtempSync(path.join(tmpdir(), "site-build-"));
  write("index.html", "<title>Home</title><script>window.boot = 1;</script><script type=\"module\" src=\"/assets/app-abc123.js\"></script>");
  write("experiences/index.html", "<title>Experiences</title>");
  write("404/index.html", "<title>Not found</title>Oops");
  write("404.html", "<title>Not found</title>Oops");
  write("__spa-fallback.html", "<title>Shell</title>");
  write("assets/app-abc123.js", `console.log(${JSON.stringify("x".repeat(2000))});`);
  write("assets/app-abc123.js.map", "{}");
  write(".env", "SECRET=1");
  write("images/.hidden/x.svg", "<svg/>");
  write("favicon.svg", "<svg/>");
  write("_headers", "/*\n  X-Test: 1");
  write("_root.data", "[{}]");
  app = createApp({ files: new StaticFiles(root) });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("pages", () => {
  it("serves a known path with 200 and HTML", async () => {
    const response = await app.request("/experiences");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<title>Experiences</title>");
  });

  it("serves the home page at /", async () => {
    expect(await (await app.request("/")).text()).toContain("<title>Home</title>");
  });

  it("redirects a trailing slash to the one address of the page", async () => {
    const response = await app.request("/experiences/?ref=x");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/experiences?ref=x");
  });

  it("serves the not-found page with 404 for an unknown path", async () => {
    const response = await app.request("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops");
  });

  it.each(["/404", "/404.html", "/__spa-fallback.html", "/_headers"])("does not serve the build's internal file %s as a page", async (p) => {
    const response = await app.request(p);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops");
  });

  it("serves the browser-rendered shell for a guide or item slug that was not pre-rendered", async () => {
    for (const p of ["/inspirations/guide/new-guide", "/inspirations/item/caf%C3%A9%20au%20lait"]) {
      const response = await app.request(p);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>Shell</title>");
    }
  });

  it("answers 204 No Content, not the shell, for the data request of a slug that was not pre-rendered", async () => {
    for (const p of ["/inspirations/guide/new-guide.data", "/inspirations/item/new-item.data"]) {
      const response = await app.request(p);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe("");
    }
    expect((await app.request("/nowhere.data")).status).toBe(404);
  });

  it("serves the data file React Router fetches for the home page on client-side navigation", async () => {
    const response = await app.request("/_root.data");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("[{}]");
  });

  it("answers HEAD without a body", async () => {
    const response = await app.request("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("refuses other methods on pages", async () => {
    expect((await app.request("/", { method: "POST" })).status).toBe(405);
  });
});

describe("odd and hostile paths (issue: the 404 page or a 400, never a crash or a file outside the build)", () => {
  it("answers 400 to invalid percent-encoding", async () => {
    const response = await app.request("/%E0%A4%A");
    expect(response.status).toBe(400);
  });

  it.each([
    "/../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/assets/..%5c..%5cpackage.json",
    "/%00",
    "/.env",
    "/images/.hidden/x.svg",
    "/assets/app-abc123.js.map",
    `/${"a".repeat(5000)}`,
  ])("gives %s the not-found page", async (p) => {
    const response = await app.request(p);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain("Oops");
    expect(body).not.toContain("root:");
    expect(body).not.toContain("SECRET");
  });

  it("keeps unknown API paths JSON", async () => {
    const response = await app.request("/api/nothing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No API at /api/nothing" });
  });
});

describe("assets", () => {
  it("caches hashed assets for a year", async () => {
    const response = await app.request("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("answers 304 to a request with the current ETag", async () => {
    const first = await app.request("/favicon.svg");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await app.request("/favicon.svg", { headers: { "If-None-Match": etag ?? "" } });
    expect(second.status).toBe(304);
  });

  it("compresses text with brotli or gzip as the browser accepts", async () => {
    const br = await app.request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await app.request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(2000);
  });
});

describe("files from public/ keep their names, so they are not cached for ever", () => {
  it("caches an edited-in-place public asset for an hour and a hashed build asset for a year", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "site-public-"));
    mkdirSync(path.join(publicDir, "assets/icons"), { recursive: true });
    writeFileSync(path.join(publicDir, "assets/icons/tea.svg"), "<svg/>");
    write("assets/icons/tea.svg", "<svg/>");
    const withPublic = createApp({ files: new StaticFiles(root, publicDir) });
    expect((await withPublic.request("/assets/icons/tea.svg")).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await withPublic.request("/assets/app-abc123.js")).headers.get("cache-control")).toContain("immutable");
    rmSync(publicDir, { recursive: true, force: true });
  });
});

describe("security headers", () => {
  it.each(["/", "/no-such-page", "/assets/app-abc123.js", "/api/x"])("are on %s", async (p) => {
    const response = await app.request(p);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
  });
});

describe("content security policy (issue 7)", () => {
  it("allows exactly the page's own inline scripts by hash", async () => {
    const policy = (await app.request("/")).headers.get("content-security-policy") ?? "";
    const expected = createHash("sha256").update("window.boot = 1;").digest("base64");
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${expected}'`);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("puts a policy on every other response too", async () => {
    for (const p of ["/assets/app-abc123.js", "/api/x", "/%E0%A4%A"]) {
      expect((await app.request(p)).headers.get("content-security-policy")).toContain("default-src 'self'");
    }
  });

  it("sends HSTS only over https", async () => {
    expect((await app.request("/")).headers.get("strict-transport-security")).toBeNull();
    const proxied = await app.request("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("allows the tag manager only when one is configured", async () => {
    expect((await app.request("/")).headers.get("content-security-policy")).not.toContain("googletagmanager");
    const tagged = createApp({ files: new StaticFiles(root), security: { tagManager: true, connectOrigins: [] } });
    expect((await tagged.request("/")).headers.get("content-security-policy")).toContain("https://www.googletagmanager.com");
  });
});

describe("decodePath", () => {
  it("decodes valid percent-encoding and rejects broken sequences", () => {
    expect(decodePath("/caf%C3%A9")).toBe("/café");
    expect(decodePath("/%E0%A4%A")).toBeUndefined();
  });
});
