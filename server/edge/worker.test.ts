import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledCsv, siteManifest } from "../../scripts/build-edge";
import { createApp } from "../app";
import { LocalCsvSource } from "../content/local-source";
import { DEFAULT_CONTENT_DIR } from "../content/create-source";
import { defaultSecurityOptions } from "../security-headers";
import { precompressBuild } from "../precompress";
import { scriptHash } from "../script-hashes";
import { StaticFiles } from "../static-files";
import { pathsOutsideTheSite } from "../../tests/fixtures/hostile-paths";
import { createStandInBuild, INJECTED_SCRIPT, OWN_SCRIPT, type StandInBuild } from "../../tests/helpers/stand-in-build";
import { createEdgeHandler, type WorkerEnv } from "./edge-app";
import assetsWorker from "./local/assets-worker";

// The Worker's fetch handler, driven in-process: the same requests go to the
// Node server's app and to the Worker, and the answers must be the same
// (status, headers, body), for pages, files, odd and hostile paths, the content
// API and bad input. The Worker reads files through the assets stand-in that
// npm run start:edge uses (local/assets-worker.ts), here over the disk directly.

let build: StandInBuild;
let node: ReturnType<typeof createApp>;
let edge: (request: Request) => Promise<Response>;
const background: Promise<unknown>[] = [];

/** The workerd `disk` service, as the assets stand-in sees it: files, folder listings as JSON, dotfiles hidden. */
const disk = {
  async fetch(request: Request): Promise<Response> {
    const relative = decodeURIComponent(new URL(request.url).pathname);
    const file = path.join(build.root, relative);
    if (!file.startsWith(build.root) || relative.split("/").some((part) => part.startsWith(".")) || !existsSync(file)) {
      return new Response(null, { status: 404 });
    }
    if (statSync(file).isDirectory()) {
      const listing = readdirSync(file).map((name) => ({ name, type: "file" }));
      return new Response(JSON.stringify(listing), { headers: { "Content-Type": "application/json" } });
    }
    return new Response(readFileSync(file), { headers: { "Content-Type": "application/octet-stream" } });
  },
};

beforeAll(async () => {
  build = createStandInBuild();
  // A page long enough to be compressed, and one whose address is percent-encoded.
  build.write("experiences/index.html", `<title>Experiences</title>${"<p>story</p>".repeat(100)}`);
  build.write("inspirations/item/café au lait/index.html", "<title>Café</title>");
  // As npm run build leaves it: the compressible files with their .br and .gz copies.
  await precompressBuild(build.root);

  node = createApp({
    files: new StaticFiles(build.root),
    content: new LocalCsvSource(DEFAULT_CONTENT_DIR, { log: { warn() {}, info() {} } }),
  });
  const handler = createEdgeHandler({
    manifest: await siteManifest(build.root),
    csv: bundledCsv(DEFAULT_CONTENT_DIR),
    security: defaultSecurityOptions,
    log: { warn() {}, error() {} },
  });
  const env: WorkerEnv = { ASSETS: { fetch: (request) => assetsWorker.fetch(request, { FILES: disk }) } };
  edge = (request) => handler.fetch(request, env, { waitUntil: (promise) => void background.push(promise) });
});

afterAll(() => build.remove());

/** Headers that belong to the connection, not to the answer. */
const TRANSPORT = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

function headersOf(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT.has(name)));
}

/** The body as the browser reads it (both runtimes send the same compressed bytes). */
async function decodedBody(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  if (!encoding) return bytes.toString("utf8");
  return (encoding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString("utf8");
}

async function both(url: string, init?: RequestInit) {
  const nodeAnswer = await node.request(url, init);
  const edgeAnswer = await edge(new Request(`http://localhost${url}`, init));
  return { nodeAnswer, edgeAnswer };
}

async function expectSame(url: string, init?: RequestInit) {
  const { nodeAnswer, edgeAnswer } = await both(url, init);
  expect({ status: edgeAnswer.status, headers: headersOf(edgeAnswer) }).toEqual({
    status: nodeAnswer.status,
    headers: headersOf(nodeAnswer),
  });
  expect(await decodedBody(edgeAnswer)).toBe(await decodedBody(nodeAnswer));
  return edgeAnswer;
}

const PATHS = [
  "/",
  "/experiences",
  "/experiences/?ref=x",
  "/no-such-page",
  "/404",
  "/404.html",
  "/__spa-fallback.html",
  "/_headers",
  "/_root.data",
  "/favicon.svg",
  "/assets/app-abc123.js",
  "/inspirations/guide/new-guide",
  "/inspirations/item/caf%C3%A9%20au%20lait",
  "/inspirations/guide/new-guide.data",
  "/nowhere.data",
  "/api/nothing",
  "/functions/v1/nothing",
];

const HOSTILE = ["/%E0%A4%A", ...pathsOutsideTheSite, "//evil.example/", "/experiences//"];

const API = [
  "/api/sheets?api=inspirations",
  "/api/sheets?api=experiences",
  "/api/sheets?api=solutions",
  "/api/sheets",
  "/api/sheets?api=nope",
  `/api/sheets?api=solutions&pad=${"x".repeat(3000)}`,
];

describe("the Worker answers as the Node server does", () => {
  it.each(PATHS)("GET %s", async (url) => {
    await expectSame(url);
  });

  it.each(HOSTILE.map((url) => [url.slice(0, 40), url]))("odd or hostile path %s", async (_, url) => {
    const answer = await expectSame(url);
    expect(answer.status === 400 || answer.status === 404 || answer.status === 308).toBe(true);
  });

  it.each(API.map((url) => [url.slice(0, 40), url]))("content API %s", async (_, url) => {
    await expectSame(url);
  });

  it.each(["br", "gzip", "gzip, br", "identity"])("with Accept-Encoding: %s", async (accept) => {
    // An API answer's compressed copies are made in the background on both runtimes: wait until both have them.
    await expect
      .poll(
        async () => {
          const { nodeAnswer, edgeAnswer } = await both("/api/sheets?api=inspirations", {
            headers: { "Accept-Encoding": "br, gzip" },
          });
          return [nodeAnswer.headers.get("content-encoding"), edgeAnswer.headers.get("content-encoding")];
        },
        { timeout: 15_000 },
      )
      .toEqual(["br", "br"]);
    for (const url of ["/experiences", "/assets/app-abc123.js", "/favicon.svg", "/api/sheets?api=inspirations"]) {
      await expectSame(url, { headers: { "Accept-Encoding": accept } });
    }
  });

  it("answers HEAD without a body", async () => {
    for (const url of ["/", "/no-such-page", "/api/sheets?api=solutions"]) await expectSame(url, { method: "HEAD" });
  });

  it("answers 304 to the current ETag of a file and of an API answer", async () => {
    for (const url of ["/favicon.svg", "/experiences", "/api/sheets?api=solutions"]) {
      const etag = (await node.request(url)).headers.get("etag") ?? "";
      const answer = await expectSame(url, { headers: { "If-None-Match": etag } });
      expect(answer.status).toBe(304);
    }
  });

  it("refuses other methods, and answers the case-studies call and CORS preflights", async () => {
    await expectSame("/", { method: "POST" });
    await expectSame("/experiences", { method: "DELETE" });
    await expectSame("/api/sheets?api=solutions", { method: "POST" });
    await expectSame("/functions/v1/fetch-case-studies", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    await expectSame("/functions/v1/fetch-case-studies", { method: "GET" });
    await expectSame("/api/sheets?api=solutions", {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "GET" },
    });
  });

  it("sends HSTS over https only, on both", async () => {
    const answer = await expectSame("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(answer.headers.get("strict-transport-security")).toContain("max-age=");
    expect((await expectSame("/")).headers.get("strict-transport-security")).toBeNull();
  });

  it("puts the page's own script hashes in its policy, and not the hash of a script its content carried", async () => {
    const answer = await expectSame("/");
    const policy = answer.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`'${scriptHash(OWN_SCRIPT)}'`);
    // The Node server's answer to the same request was compared with it; this page's body carries the injected script.
    expect(readFileSync(path.join(build.root, "index.html"), "utf8")).toContain(INJECTED_SCRIPT);
    expect(policy).not.toContain(`'${scriptHash(INJECTED_SCRIPT)}'`);
  });
});

describe("the Worker on its own", () => {
  it("serves the bundled CSV content without a file system", async () => {
    const answer = await edge(new Request("http://localhost/api/sheets?api=solutions"));
    const body = (await answer.json()) as { items: unknown[] };
    expect(answer.status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
  });

  it("serves case studies from Notion over fetch, kept in the Cache API, when NOTION_TOKEN and NOTION_DATABASE_ID are set", async () => {
    const database = "0123456789abcdef0123456789abcdef";
    const calls: string[] = [];
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    const notionFetch = (async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(url.pathname);
      if (url.pathname === `/v1/databases/${database}`)
        return json({ object: "database", id: database, data_sources: [{ id: "ds-1" }] });
      return json({
        object: "list",
        has_more: false,
        next_cursor: null,
        results: [
          {
            object: "page",
            id: "p1",
            url: "https://www.notion.so/p1",
            in_trash: false,
            properties: {
              Name: { type: "title", title: [{ plain_text: "Hiring, from Notion" }] },
              Slug: { type: "rich_text", rich_text: [{ plain_text: "cs-hiring-researchers" }] },
              URL: { type: "url", url: "https://notes.example/hiring" },
            },
          },
        ],
      });
    }) as typeof fetch;
    const stored = new Map<string, Response>();
    const cache = {
      match: async (key: RequestInfo | URL) => stored.get(String(key))?.clone(),
      put: async (key: RequestInfo | URL, response: Response) => void stored.set(String(key), response.clone()),
      delete: async (key: RequestInfo | URL) => stored.delete(String(key)),
    };
    const handler = createEdgeHandler({
      manifest: { files: {} },
      csv: bundledCsv(DEFAULT_CONTENT_DIR),
      security: defaultSecurityOptions,
      fetch: notionFetch,
      cache: () => cache,
      log: { warn() {}, error() {} },
    });
    const env: WorkerEnv = { ASSETS: disk, NOTION_TOKEN: "ntn_test", NOTION_DATABASE_ID: database };
    const request = () => new Request("http://localhost/functions/v1/fetch-case-studies", { method: "POST" });
    const answer = await handler.fetch(request(), env, { waitUntil() {} });
    const body = (await answer.json()) as { success: boolean; data: Record<string, { title: string }> };
    expect(body.success).toBe(true);
    expect(body.data["cs-hiring-researchers"]?.title).toBe("Hiring, from Notion");
    expect([...stored.keys()].some((key) => key.startsWith("https://localhost/__edge-cache/notion-"))).toBe(true);
    // Sheets still come from the bundled CSV files.
    expect(
      (await handler.fetch(new Request("http://localhost/api/sheets?api=solutions"), env, { waitUntil() {} })).status,
    ).toBe(200);
    await handler.fetch(request(), env, { waitUntil() {} });
    expect(calls.filter((path) => path.endsWith("/query"))).toHaveLength(1);
  });

  it("answers 500, saying where to look, when its variables are malformed", async () => {
    const handler = createEdgeHandler({ manifest: { files: {} }, csv: {}, security: defaultSecurityOptions });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const env: WorkerEnv = { ASSETS: disk, SHEETS_MAX_AGE_SECONDS: "soon" };
      const answer = await handler.fetch(new Request("http://localhost/"), env, { waitUntil() {} });
      expect(answer.status).toBe(500);
      expect(String(errors[0])).toContain("SHEETS_MAX_AGE_SECONDS");
    } finally {
      console.error = original;
    }
  });
});
