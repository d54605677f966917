import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Inspirations } from "../model/content/content-api";
import { csvCorruptions } from "../tests/fixtures/csv-corruptions";
import { pathsOutsideTheSite } from "../tests/fixtures/hostile-paths";
import { createStandInBuild, INJECTED_SCRIPT, OWN_SCRIPT, type StandInBuild } from "../tests/helpers/stand-in-build";
import { guide, item } from "../tests/helpers/test-rows";
import { createApp, decodePath } from "./app";
import { BUILT_CONTENT_RECORD, builtContentRecordText, csvSourceId } from "./content/built-content";
import { DEFAULT_CONTENT_DIR } from "./content/create-source";
import { LocalCsvSource } from "./content/local-source";
import { PageRenderer } from "./page-renderer";
import { Payload } from "./content/payload";
import type { ContentSource } from "./content/source";
import { StaticFiles } from "./static-files";

let build: StandInBuild;
let files: StaticFiles;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  build = createStandInBuild();
  files = new StaticFiles(build.root);
  app = createApp({ files });
});

afterAll(() => build.remove());

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

  it("redirects a run of trailing slashes once, to the address without them", async () => {
    const response = await app.request("/experiences///");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/experiences");
  });

  it("treats an encoded slash as part of a name, not as a trailing slash: 404, no redirect", async () => {
    for (const p of ["/experiences%2F", "/experiences%2f", "/experiences%2F%2F", "/experiences/%2F"]) {
      const response = await app.request(p);
      expect(response.status, p).toBe(404);
      expect(response.headers.get("location"), p).toBeNull();
    }
  });

  it.each([
    "/experiences%2F",
    "/experiences%2f%2f",
    "/experiences/",
    "/experiences//",
    "//",
    "///",
    "//experiences/",
    "//example.com/",
    "/./",
    "/./experiences/",
    "/experiences/./",
    "/experiences/../experiences/",
    "/%2e/",
    "/a%2F/",
    "/a%2F%2F/",
    "/%2F/",
    "/experiences%2F/?q=1",
    "/experiences/.",
    "/experiences%2F.",
  ])("follows at most one redirect from %s, and never to another host", async (start) => {
    let response = await app.request(start);
    if (response.status === 308) {
      const location = response.headers.get("location") ?? "";
      expect(location.startsWith("/") && !location.startsWith("//"), location).toBe(true);
      response = await app.request(location);
    }
    expect([200, 404]).toContain(response.status);
  });

  it("serves the not-found page with 404 for an unknown path", async () => {
    const response = await app.request("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops");
  });

  it.each(["/404", "/404.html", "/__spa-fallback.html", "/_headers"])(
    "does not serve the build's internal file %s as a page",
    async (p) => {
      const response = await app.request(p);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Oops");
    },
  );

  it("without pages rendered on request, answers a guide or item slug that was not pre-rendered with the not-found page", async () => {
    for (const p of ["/inspirations/guide/new-guide", "/inspirations/item/caf%C3%A9%20au%20lait"]) {
      const response = await app.request(p);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Oops");
    }
  });

  it("answers the data request of a slug that was not pre-rendered with a reload of the page itself (204, React Router's redirect headers)", async () => {
    for (const p of ["/inspirations/guide/new-guide", "/inspirations/item/caf%C3%A9"]) {
      const response = await app.request(`${p}.data`);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe("");
      expect(response.headers.get("X-Remix-Redirect")).toBe(p);
      expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
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

describe("guide and item pages against the live content (SPEC §2/§8 'Guide not found', 'Recommendation not found')", () => {
  let live: Inspirations;
  let inspirationsApp: ReturnType<typeof createApp>;
  /** The same, with pages rendered on request (a stand-in for React Router's handler that names the page). */
  let renderingApp: ReturnType<typeof createApp>;
  let failing = false;

  beforeAll(() => {
    build.write("inspirations/guide/coffee/index.html", "<title>Coffee Guide — Inspirations</title>");
    build.write("inspirations/guide/coffee.data", "[{}]");
    build.write("inspirations/guide/gone/index.html", "<title>Gone Guide — Inspirations</title>");
    build.write("inspirations/item/kettle/index.html", "<title>Kettle — Inspirations</title>");
    build.write(
      "inspirations/guide/__not-found/index.html",
      "<title>Guide not found — Inspirations</title>Guide not found",
    );
    build.write(
      "inspirations/item/__not-found/index.html",
      "<title>Recommendation not found — Inspirations</title>Recommendation not found",
    );
    live = {
      guides: [
        guide({ category_slug: "coffee" }),
        guide({ category_slug: "added-later" }),
        guide({ category_slug: "draft", publish: false }),
      ],
      items: [
        item({ slug: "kettle", category_slug: "coffee" }),
        item({ slug: "new-mug", category_slug: "added-later" }),
        item({ slug: "unpublished", category_slug: "coffee", publish: undefined }),
      ],
      links: [],
    };
    const content: ContentSource = {
      description: "test",
      close: () => {},
      sheet: async () =>
        failing
          ? { status: 502, payload: new Payload({ error: "down" }) }
          : // The source's answer type is per API; this test only asks for inspirations.
            ({ status: 200, payload: new Payload(live) } as never),
      caseStudies: async () => ({ status: 200, payload: new Payload({ success: true, data: {}, error: null }) }),
    };
    inspirationsApp = createApp({ files: new StaticFiles(build.root), content });
    const renderer = new PageRenderer(
      {
        handler: async (request) => new Response(`<title>Rendered ${new URL(request.url).pathname}</title>`),
        scriptMarker: undefined,
      },
      content,
    );
    renderingApp = createApp({
      files: new StaticFiles(build.root),
      content,
      pages: { page: (address) => renderer.page(address) },
    });
  });

  it.each([
    ["/inspirations/guide/no-such-guide", "Guide not found"],
    ["/inspirations/guide/draft", "Guide not found"],
    ["/inspirations/guide/caf%C3%A9%20au%20lait", "Guide not found"],
    ["/inspirations/item/no-such-item", "Recommendation not found"],
    ["/inspirations/item/unpublished", "Recommendation not found"],
  ])("answers %s with 404 and its not-found page, with a real title", async (p, text) => {
    const response = await inspirationsApp.request(p);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const body = await response.text();
    expect(body).toContain(`<title>${text} — Inspirations</title>`);
    expect(body).not.toContain("<title>Shell</title>");
  });

  it("answers 404 for a pre-rendered guide that the live content no longer has", async () => {
    const response = await inspirationsApp.request("/inspirations/guide/gone");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Guide not found");
  });

  it("does not serve the not-found pages at their own address", async () => {
    expect((await inspirationsApp.request("/inspirations/guide/__not-found")).status).toBe(404);
    expect((await inspirationsApp.request("/inspirations/item/__not-found")).status).toBe(404);
  });

  it("serves a pre-rendered guide or item the live content has", async () => {
    const guidePage = await inspirationsApp.request("/inspirations/guide/coffee");
    expect(guidePage.status).toBe(200);
    expect(await guidePage.text()).toContain("<title>Coffee Guide");
    expect((await inspirationsApp.request("/inspirations/item/kettle")).status).toBe(200);
  });

  it("renders a guide or item added after the build from the live content, with 200", async () => {
    for (const p of ["/inspirations/guide/added-later", "/inspirations/item/new-mug"]) {
      const response = await renderingApp.request(p);
      expect(response.status, p).toBe(200);
      expect(await response.text()).toBe(`<title>Rendered ${p}</title>`);
    }
  });

  it("answers data requests: rendered for a guide the content has, 204 for one it does not (no entry made for it)", async () => {
    expect(await (await renderingApp.request("/inspirations/guide/added-later.data")).text()).toBe(
      "<title>Rendered /inspirations/guide/added-later.data</title>",
    );
    expect((await renderingApp.request("/inspirations/guide/no-such-guide.data")).status).toBe(204);
    // Without rendered pages: the file when pre-rendered, else 204.
    expect((await inspirationsApp.request("/inspirations/guide/coffee.data")).status).toBe(200);
    expect((await inspirationsApp.request("/inspirations/guide/added-later.data")).status).toBe(204);
    expect((await inspirationsApp.request("/inspirations/guide/no-such-guide.data")).status).toBe(204);
  });

  it("serves a pre-rendered guide when the content source fails, and the not-found page for one it never had", async () => {
    failing = true;
    try {
      expect((await inspirationsApp.request("/inspirations/guide/no-such-guide")).status).toBe(404);
      expect((await inspirationsApp.request("/inspirations/guide/coffee")).status).toBe(200);
    } finally {
      failing = false;
    }
  });

  it("does not fail when the content source throws: logged, and the not-found page for a page it cannot find", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const throwing: ContentSource = {
      description: "test",
      close: () => {},
      sheet: async () => {
        throw new Error("boom");
      },
      caseStudies: async () => ({ status: 200, payload: new Payload({ success: true, data: {}, error: null }) }),
    };
    const response = await createApp({ files: new StaticFiles(build.root), content: throwing }).request(
      "/inspirations/guide/x",
    );
    expect(response.status).toBe(404);
    expect(error).toHaveBeenCalled();
  });

  it("sees content edits: a guide added to the live content opens at once", async () => {
    expect((await renderingApp.request("/inspirations/guide/brand-new")).status).toBe(404);
    live = {
      ...live,
      guides: [...live.guides, guide({ category_slug: "brand-new" })],
      items: [...live.items, item({ slug: "brand-new-item", category_slug: "brand-new" })],
    };
    expect((await renderingApp.request("/inspirations/guide/brand-new")).status).toBe(200);
  });
});

describe("item pages while the owner's CSV file is broken (the last good rows are served)", () => {
  let dir: string;
  let builtCopy: string;
  const quiet = { warn: vi.fn(), info: vi.fn() };
  const items = () => readFileSync(path.join(DEFAULT_CONTENT_DIR, "items.csv"), "utf8");
  const slugs = () =>
    items()
      .split("\n")
      .slice(1, -1)
      .map((line) => line.split(",")[0]);

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "live-content-"));
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true, filter: (source) => !source.endsWith(".ts") });
    for (const slug of slugs()) build.write(`inspirations/item/${slug}/index.html`, `<title>${slug}</title>`);
    build.write("inspirations/item/__not-found/index.html", "<title>Recommendation not found</title>");
    builtCopy = path.join(build.root, ".content");
    writeFileSync(path.join(builtCopy, "items.csv"), items());
    writeFileSync(
      path.join(builtCopy, BUILT_CONTENT_RECORD),
      builtContentRecordText({ source: csvSourceId(dir), rows: { "items.csv": slugs().length } }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const statuses = async (site: ReturnType<typeof createApp>) =>
    Promise.all(slugs().map(async (slug) => (await site.request(`/inspirations/item/${slug}`)).status));

  it.each(csvCorruptions)("keeps every item page when items.csv is %s on a running server", async (_, corrupt) => {
    const content = new LocalCsvSource(dir, { checkIntervalMs: 0, log: quiet });
    const site = createApp({ files: new StaticFiles(build.root), content });
    const before = await statuses(site);
    expect(before.filter((status) => status === 200).length).toBeGreaterThan(20);
    writeFileSync(path.join(dir, "items.csv"), corrupt(items()));
    try {
      expect(await statuses(site)).toEqual(before);
    } finally {
      writeFileSync(path.join(dir, "items.csv"), items());
    }
  });

  it("keeps every item page when the server starts with a broken items.csv, from the published build's copy", async () => {
    const before = await statuses(
      createApp({ files: new StaticFiles(build.root), content: new LocalCsvSource(dir, { log: quiet }) }),
    );
    writeFileSync(path.join(dir, "items.csv"), "");
    try {
      const content = new LocalCsvSource(dir, { log: quiet, builtContentDir: builtCopy });
      const site = createApp({ files: new StaticFiles(build.root), content });
      expect(await statuses(site)).toEqual(before);
    } finally {
      writeFileSync(path.join(dir, "items.csv"), items());
    }
  });
});

describe("odd and hostile paths (issue: the 404 page or a 400, never a crash or a file outside the build)", () => {
  it.each(["/%E0%A4%A", "/nope%ZZ", "/inspirations/guide/%E0%A4"])(
    "gives %s, not valid percent-encoding, the not-found page",
    async (p) => {
      const response = await app.request(p);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text()).toContain("Oops");
    },
  );

  it.each(pathsOutsideTheSite)("gives %s the not-found page", async (p) => {
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
    await (
      await files.get("/assets/app-abc123.js")
    )?.representation.ready;
    const br = await app.request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await app.request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(2000);
  });
});

describe("conditional requests on pages and files (RFC 9110 If-None-Match)", () => {
  async function etagOf(p: string, acceptEncoding = "") {
    const response = await app.request(p, { headers: { "Accept-Encoding": acceptEncoding } });
    return response.headers.get("etag") ?? "";
  }

  it.each(["/favicon.svg", "/", "/assets/app-abc123.js"])("answers 304 to lists, weak tags and * on %s", async (p) => {
    const etag = await etagOf(p);
    for (const header of [etag, `W/${etag}`, `"old", ${etag}`, `"old",W/${etag}`, "*"]) {
      const response = await app.request(p, { headers: { "If-None-Match": header } });
      expect(response.status, header).toBe(304);
      expect(await response.text()).toBe("");
    }
    expect((await app.request(p, { headers: { "If-None-Match": '"old"' } })).status).toBe(200);
  });

  it("gives the brotli, gzip and plain bodies of a file different ETags, each revalidating only itself", async () => {
    await (
      await files.get("/assets/app-abc123.js")
    )?.representation.ready;
    const br = await etagOf("/assets/app-abc123.js", "br");
    const gzip = await etagOf("/assets/app-abc123.js", "gzip");
    const plain = await etagOf("/assets/app-abc123.js");
    expect(new Set([br, gzip, plain]).size).toBe(3);
    const revalidate = (tag: string, acceptEncoding: string) =>
      app.request("/assets/app-abc123.js", { headers: { "If-None-Match": tag, "Accept-Encoding": acceptEncoding } });
    expect((await revalidate(br, "br")).status).toBe(304);
    expect((await revalidate(br, "gzip")).status).toBe(200);
    expect((await revalidate(gzip, "identity")).status).toBe(200);
  });

  it("keeps a page's own script policy on its 304 (a cache merges the 304's headers into its copy)", async () => {
    const first = await app.request("/");
    const revalidated = await app.request("/", { headers: { "If-None-Match": first.headers.get("etag") ?? "" } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(revalidated.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("never answers 304 for the not-found page", async () => {
    expect((await app.request("/no-such-page", { headers: { "If-None-Match": "*" } })).status).toBe(404);
  });
});

describe("files from public/ keep their names, so they are not cached for ever", () => {
  it("caches an edited-in-place public asset for an hour and a hashed build asset for a year", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "site-public-"));
    mkdirSync(path.join(publicDir, "assets/icons"), { recursive: true });
    writeFileSync(path.join(publicDir, "assets/icons/tea.svg"), "<svg/>");
    build.write("assets/icons/tea.svg", "<svg/>");
    const withPublic = createApp({ files: new StaticFiles(build.root, publicDir) });
    expect((await withPublic.request("/assets/icons/tea.svg")).headers.get("cache-control")).toBe(
      "public, max-age=3600",
    );
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
    // Decision 037: the header would start a cold renderer for every arriving visitor.
    expect(response.headers.has("cross-origin-opener-policy")).toBe(false);
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
  });
});

describe("content security policy", () => {
  const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

  it("allows exactly the page's own inline scripts by hash", async () => {
    const policy = (await app.request("/")).headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashOf(OWN_SCRIPT)};`);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("does not allow a script that reached the page through its content (decision 027)", async () => {
    const response = await app.request("/");
    expect(await response.text()).toContain(`<script>${INJECTED_SCRIPT}</script>`);
    expect(response.headers.get("content-security-policy")).not.toContain(hashOf(INJECTED_SCRIPT));
  });

  it("allows no inline script on a page the build recorded none for (one added after the build)", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "site-unrecorded-"));
    writeFileSync(path.join(folder, "index.html"), `<title>Home</title><script>${OWN_SCRIPT}</script>`);
    const policy = (await createApp({ files: new StaticFiles(folder) }).request("/")).headers.get(
      "content-security-policy",
    );
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    rmSync(folder, { recursive: true, force: true });
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

  it.each<Record<string, string>>([
    { "X-Forwarded-Proto": "HTTPS" },
    { "X-Forwarded-Proto": "Https, http" },
    { Forwarded: "proto=https" },
    { Forwarded: 'for="[2001:db8::17]:4711";PROTO="HTTPS";by=203.0.113.43, for=10.0.0.1;proto=http' },
  ])("sends HSTS behind a proxy that says https in any form: %o", async (headers) => {
    const response = await app.request("/", { headers });
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it.each<Record<string, string>>([
    { "X-Forwarded-Proto": "http" },
    { Forwarded: "for=10.0.0.1;proto=http, proto=https" },
    { Forwarded: "for=10.0.0.1" },
  ])("sends no HSTS when the proxy says http: %o", async (headers) => {
    expect((await app.request("/", { headers })).headers.get("strict-transport-security")).toBeNull();
  });

  it("allows the tag manager only when one is configured", async () => {
    expect((await app.request("/")).headers.get("content-security-policy")).not.toContain("googletagmanager");
    const tagged = createApp({
      files: new StaticFiles(build.root),
      security: { tagManager: true, connectOrigins: [] },
    });
    expect((await tagged.request("/")).headers.get("content-security-policy")).toContain(
      "https://www.googletagmanager.com",
    );
  });
});

describe("decodePath", () => {
  it("decodes valid percent-encoding and rejects broken sequences", () => {
    expect(decodePath("/caf%C3%A9")).toBe("/café");
    expect(decodePath("/%E0%A4%A")).toBeUndefined();
  });
});
