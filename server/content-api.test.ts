import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type {
  CaseStudiesResponse,
  ExperiencesResponse,
  InspirationsResponse,
  SolutionsResponse,
} from "../model/content/content-api";
import { createApp } from "./app";
import { representationOf } from "./content-api";
import { DEFAULT_CONTENT_DIR } from "./content/create-source";
import { LocalCsvSource } from "./content/local-source";
import type { ContentSource } from "./content/source";
import { StaticFiles } from "./static-files";

let root: string;
let contentDir: string;
let app: ReturnType<typeof createApp>;
let source: LocalCsvSource;
const log = { warn: vi.fn(), info: vi.fn() };

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "site-build-"));
  writeFileSync(path.join(root, "index.html"), "<title>Home</title>");
  contentDir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(DEFAULT_CONTENT_DIR, contentDir, { recursive: true, filter: (source) => !source.endsWith(".ts") });
  source = new LocalCsvSource(contentDir, { checkIntervalMs: 0, log });
  app = createApp({ files: new StaticFiles(root), content: source });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(contentDir, { recursive: true, force: true });
});

describe("GET /api/sheets (SPEC §7 calls 1, 3, 4)", () => {
  it("answers api=inspirations with guides, items and links", async () => {
    const response = await app.request("/api/sheets?api=inspirations");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as InspirationsResponse;
    expect(Object.keys(body)).toEqual(["guides", "items", "links"]);
    expect(body.items.length).toBeGreaterThanOrEqual(25);
  });

  it.each(["experiences", "solutions"])("answers api=%s with an items list", async (api) => {
    const response = await app.request(`/api/sheets?api=${api}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ExperiencesResponse | SolutionsResponse;
    expect(Object.keys(body)).toEqual(["items"]);
    expect(body.items.length).toBeGreaterThanOrEqual(6);
  });

  it("ignores other parameters such as a cache buster", async () => {
    expect((await app.request("/api/sheets?api=solutions&t=1712345")).status).toBe(200);
  });

  it.each([
    ["/api/sheets", /the query parameter api is required/],
    ["/api/sheets?api=", /the query parameter api is required|unknown api/],
    ["/api/sheets?api=users", /unknown api "users": use inspirations, experiences or solutions/],
    ["/api/sheets?api=INSPIRATIONS", /unknown api/],
    [`/api/sheets?api=${"x".repeat(500)}`, /unknown api "x{40}"/],
  ])("answers %s with 400 and a JSON error", async (url, message) => {
    const response = await app.request(url);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(message);
    expect(body.error.length).toBeLessThan(200);
  });

  it("answers a 100 KB query string with 400 without echoing it (bad input)", async () => {
    const response = await app.request(`/api/sheets?api=inspirations&q=${"a".repeat(100 * 1024)}`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text.length).toBeLessThan(300);
    expect(JSON.parse(text).error).toMatch(/query string is too long/);
  });

  it("carries Cache-Control and an ETag, and answers 304 to the same request with it", async () => {
    const first = await app.request("/api/sheets?api=inspirations");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const second = await app.request("/api/sheets?api=inspirations", { headers: { "If-None-Match": etag ?? "" } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
    expect(second.headers.get("etag")).toBe(etag);
    const weak = await app.request("/api/sheets?api=inspirations", {
      headers: { "If-None-Match": `"old", W/${etag}` },
    });
    expect(weak.status).toBe(304);
    const other = await app.request("/api/sheets?api=solutions", { headers: { "If-None-Match": etag ?? "" } });
    expect(other.status).toBe(200);
  });

  it("lists, weak tags and * revalidate too (the one check of conditional.ts)", async () => {
    const etag = (await app.request("/api/sheets?api=solutions")).headers.get("etag") ?? "";
    for (const header of [`"old",${etag}`, `W/${etag}, "older"`, "*"]) {
      const response = await app.request("/api/sheets?api=solutions", { headers: { "If-None-Match": header } });
      expect(response.status, header).toBe(304);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
    }
  });

  it("compresses with brotli or gzip as the client accepts, off the request path", async () => {
    // The first answer starts the compression and is sent as is; the copies follow.
    const first = await app.request("/api/sheets?api=inspirations", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(first.status).toBe(200);
    const answer = await source.sheet("inspirations");
    await representationOf(answer.payload).ready;
    const br = await app.request("/api/sheets?api=inspirations", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await app.request("/api/sheets?api=inspirations", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    // Three bodies, three ETags (RFC 9110 §8.8.3: a strong tag names one sequence of bytes).
    const plain = await app.request("/api/sheets?api=inspirations");
    const etags = [br, gzip, plain].map((response) => response.headers.get("etag"));
    expect(new Set(etags).size).toBe(3);
    expect(etags[0]).toBe(`${answer.payload.etag.slice(0, -1)}-br"`);
  });

  it("answers HEAD without a body", async () => {
    const response = await app.request("/api/sheets?api=solutions", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("allows any origin to read it and answers the CORS preflight", async () => {
    const get = await app.request("/api/sheets?api=solutions", { headers: { Origin: "https://static.example" } });
    expect(get.headers.get("access-control-allow-origin")).toBe("*");
    const preflight = await app.request("/functions/v1/fetch-case-studies", {
      method: "OPTIONS",
      headers: {
        Origin: "https://static.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("serves an edited CSV on the next request, with a new ETag (the owner sees edits on reload)", async () => {
    const before = await app.request("/api/sheets?api=experiences");
    const file = path.join(contentDir, "experiences.csv");
    const original = (await import("node:fs")).readFileSync(file, "utf8");
    writeFileSync(file, original.replace("UX Research Lead", "Head of UX Research"));
    const after = await app.request("/api/sheets?api=experiences");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(await after.text()).toContain("Head of UX Research");
    writeFileSync(file, original);
  });

  it("serves the good rows and lists the bad ones in errors when a CSV has bad rows", async () => {
    const file = path.join(contentDir, "solutions.csv");
    const original = (await import("node:fs")).readFileSync(file, "utf8");
    writeFileSync(file, `${original}Broken item,,not a price,Notion,,,https://shop.example/x,1\n`);
    const body = (await (await app.request("/api/sheets?api=solutions")).json()) as SolutionsResponse;
    expect(body.items).toHaveLength(10);
    expect(body.errors).toEqual([
      {
        file: "solutions.csv",
        row: 12,
        field: "Price (USD)",
        reason: 'must be a number, got "not a price"; row skipped',
      },
    ]);
    writeFileSync(file, original);
  });
});

describe("POST /functions/v1/fetch-case-studies (SPEC §7 call 2)", () => {
  it("answers {success, data keyed by slug, error}", async () => {
    const response = await app.request("/functions/v1/fetch-case-studies", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CaseStudiesResponse;
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.data["cs-withdrawal-experience"]?.title).toBeTruthy();
    expect(response.headers.get("etag")).toBeTruthy();
  });

  it("ignores a body, even a bad one", async () => {
    const response = await app.request("/functions/v1/fetch-case-studies", { method: "POST", body: "{not json" });
    expect(response.status).toBe(200);
  });

  it("refuses GET with 405 and says to use POST", async () => {
    const response = await app.request("/functions/v1/fetch-case-studies");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("POST");
    expect(await response.json()).toEqual({ error: "use POST" });
  });

  it("answers an unknown function with a JSON 404", async () => {
    const response = await app.request("/functions/v1/other", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No function at /functions/v1/other" });
  });
});

describe("a failing source (remote down, nothing cached)", () => {
  it("answers 502 with the source's JSON error and no ETag", async () => {
    const { Payload } = await import("./content/payload");
    const failing: ContentSource = {
      description: "test",
      close: () => {},
      sheet: async () => ({ status: 502, payload: new Payload({ error: "The remote sheet did not answer" }) }),
      caseStudies: async () => ({
        status: 502,
        payload: new Payload({ success: false, data: {}, error: "Notion is down" }),
      }),
    };
    const down = createApp({ files: new StaticFiles(root), content: failing });
    const sheet = await down.request("/api/sheets?api=inspirations");
    expect(sheet.status).toBe(502);
    expect(sheet.headers.get("etag")).toBeNull();
    expect(await sheet.json()).toEqual({ error: "The remote sheet did not answer" });
    const studies = await down.request("/functions/v1/fetch-case-studies", { method: "POST" });
    expect(studies.status).toBe(502);
    expect(await studies.json()).toEqual({ success: false, data: {}, error: "Notion is down" });
  });
});
