import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotionCaseStudies, pageToRow } from "./notion-case-studies";

const log = { warn: vi.fn(), error: vi.fn() };
const DATABASE = "0123456789abcdef0123456789abcdef";

const rich = (text: string) => [{ type: "text", plain_text: text, text: { content: text } }];
function page(
  id: string,
  props: { slug?: string; title: string; url?: string; tags?: string[]; publish?: boolean; thumbnail?: string },
) {
  return {
    object: "page",
    id,
    url: `https://www.notion.so/${id}`,
    public_url: `https://owner.notion.site/${id}`,
    in_trash: false,
    properties: {
      Name: { type: "title", title: rich(props.title) },
      Slug: { type: "rich_text", rich_text: rich(props.slug ?? "") },
      URL: { type: "url", url: props.url ?? null },
      Tags: { type: "multi_select", multi_select: (props.tags ?? []).map((name) => ({ name })) },
      Thumbnail: {
        type: "files",
        files: props.thumbnail ? [{ type: "external", name: "t", external: { url: props.thumbnail } }] : [],
      },
      ...(props.publish === undefined ? {} : { Publish: { type: "checkbox", checkbox: props.publish } }),
    },
  };
}

type Route = (url: URL, init: RequestInit | undefined) => Response | undefined;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const notionError = (status: number, code: string, headers: Record<string, string> = {}) =>
  json({ object: "error", status, code, message: `${code} happened` }, status, headers);

/** A stand-in for api.notion.com: the database, then the data source's pages (two pages of results). */
function fakeNotion(overrides: { query?: Route[] } = {}) {
  const calls: { path: string; body: Record<string, unknown>; at: number }[] = [];
  let queryCall = 0;
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : {}, at: performance.now() });
    if (url.pathname === `/v1/databases/${DATABASE}`) {
      return json({ object: "database", id: DATABASE, data_sources: [{ id: "ds-1", name: "Case studies" }] });
    }
    if (url.pathname === "/v1/data_sources/ds-1/query") {
      const override = overrides.query?.[queryCall++];
      const replaced = override?.(url, init);
      if (replaced) return replaced;
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      if (!body.start_cursor) {
        return json({
          object: "list",
          results: [
            page("p1", {
              slug: "cs-hiring-researchers",
              title: "Hiring, from Notion",
              url: "https://notes.example/hiring",
              tags: ["Leadership"],
            }),
            page("p2", { slug: "cs-draft", title: "Draft", publish: false }),
          ],
          has_more: true,
          next_cursor: "cursor-2",
          type: "page_or_data_source",
          page_or_data_source: {},
        });
      }
      return json({
        object: "list",
        results: [
          page("p3", { slug: "cs-new-study", title: "A new study", thumbnail: "https://images.example/new.png" }),
          page("p4", { slug: "Not A Slug", title: "Broken" }),
        ],
        has_more: false,
        next_cursor: null,
        type: "page_or_data_source",
        page_or_data_source: {},
      });
    }
    return notionError(404, "object_not_found");
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function notion(
  fetch: typeof globalThis.fetch,
  over: Partial<ConstructorParameters<typeof NotionCaseStudies>[0]> = {},
) {
  return new NotionCaseStudies({
    token: "ntn_test",
    databaseId: DATABASE,
    fetch,
    log,
    minIntervalMs: 0,
    maxAgeMs: 0,
    retryAfterMs: 0,
    ...over,
  });
}

describe("Notion case studies (pagination, rate limit, failures)", () => {
  it("reads every page of the database, skips unpublished and invalid pages, keys by slug", async () => {
    const { fetch, calls } = fakeNotion();
    const answer = await notion(fetch).caseStudies();
    expect(answer.status).toBe(200);
    const { data } = answer.payload;
    expect(data.success).toBe(true);
    expect(Object.keys(data.data)).toEqual(["cs-hiring-researchers", "cs-new-study"]);
    expect(data.data["cs-hiring-researchers"]).toEqual({
      slug: "cs-hiring-researchers",
      title: "Hiring, from Notion",
      url: "https://notes.example/hiring",
      tags: ["Leadership"],
    });
    // No URL property: the page's public address.
    expect(data.data["cs-new-study"]).toMatchObject({
      url: "https://owner.notion.site/p3",
      thumbnail: "https://images.example/new.png",
    });
    expect(data.errors).toEqual([
      { file: "notion", row: 4, field: "slug", reason: expect.stringMatching(/row skipped$/) },
    ]);
    expect(calls.map((call) => call.path)).toEqual([
      `/v1/databases/${DATABASE}`,
      "/v1/data_sources/ds-1/query",
      "/v1/data_sources/ds-1/query",
    ]);
    expect(calls[2]?.body.start_cursor).toBe("cursor-2");
  });

  it("spaces its requests out (Notion allows about 3 a second)", async () => {
    const { fetch, calls } = fakeNotion();
    await notion(fetch, { minIntervalMs: 60 }).caseStudies();
    const gaps = calls.slice(1).map((call, i) => call.at - (calls[i]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(55);
  });

  it("waits and retries when Notion answers 429, as its Retry-After says", async () => {
    const { fetch, calls } = fakeNotion({ query: [() => notionError(429, "rate_limited", { "Retry-After": "0" })] });
    const answer = await notion(fetch).caseStudies();
    expect(answer.status).toBe(200);
    expect(calls.filter((call) => call.path.endsWith("/query"))).toHaveLength(3);
  });

  it("answers success false with a clear error when Notion keeps answering 429", async () => {
    const limited = () => notionError(429, "rate_limited", { "Retry-After": "0" });
    const { fetch } = fakeNotion({ query: [limited, limited, limited] });
    const answer = await notion(fetch, { maxRetries: 2 }).caseStudies();
    expect(answer.status).toBe(502);
    expect(answer.payload.data).toEqual({ success: false, data: {}, error: expect.stringMatching(/rate limiting/) });
  });

  it("answers success false when Notion answers 500, and serves the last good answer once it has one", async () => {
    const failing = fakeNotion({ query: [() => notionError(500, "internal_server_error")] });
    const first = await notion(failing.fetch).caseStudies();
    expect(first.status).toBe(502);
    expect(first.payload.data.error).toMatch(/Notion answered 500 \(internal_server_error\)/);

    const flaky = fakeNotion({
      query: [() => undefined, () => undefined, () => notionError(500, "internal_server_error")],
    });
    const source = notion(flaky.fetch);
    const good = await source.caseStudies();
    expect(good.status).toBe(200);
    const again = await source.caseStudies(); // stale: refreshed in the background, which fails
    expect(again.payload).toBe(good.payload);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await source.caseStudies()).payload).toBe(good.payload);
  });

  it("normalises the page's text where it is read", () => {
    const row = pageToRow({ properties: { Name: { type: "title", title: rich("Cafe\u0301 \uD800") } } });
    expect(row.title).toBe("Café \uFFFD");
  });

  it("maps properties by name in any case, with Title or Name", () => {
    expect(
      pageToRow({
        url: "https://www.notion.so/x",
        properties: {
          title: { type: "title", title: rich("T") },
          slug: { type: "formula", formula: { type: "string", string: "cs-x" } },
        },
      }),
    ).toMatchObject({ title: "T", slug: "cs-x", url: "https://www.notion.so/x" });
  });

  describe("against a local stand-in for the Notion API", () => {
    let server: Server | undefined;
    afterEach(() => {
      server?.closeAllConnections();
      server?.close();
      server = undefined;
    });

    it("stops reading a never-ending answer at maxBytes and reports it, well before the timeout", async () => {
      let closed = false;
      server = createServer((request, response) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.write('{"object": "database", "pad": "');
        const chunk = Buffer.alloc(64 * 1024, "a");
        const write = () => {
          while (!response.destroyed && response.write(chunk));
          if (!response.destroyed) response.once("drain", write);
        };
        response.on("close", () => (closed = true));
        request.on("close", () => response.destroy());
        write();
      });
      await new Promise<void>((done) => server?.listen(0, "127.0.0.1", done));
      const { port } = server.address() as AddressInfo;
      const started = performance.now();
      const source = new NotionCaseStudies({
        token: "ntn_test",
        databaseId: DATABASE,
        baseUrl: `http://127.0.0.1:${port}`,
        maxBytes: 1024 * 1024,
        timeoutMs: 8000,
        maxRetries: 0,
        log,
      });
      const answer = await source.caseStudies();
      expect(performance.now() - started).toBeLessThan(4000);
      expect(answer.status).toBe(502);
      expect(answer.payload.data.error).toMatch(/more than 1 MB/);
      expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/Notion case studies failed: .*more than 1 MB/));
      await expect.poll(() => closed, { timeout: 2000 }).toBe(true);
    }, 15_000);
  });
});
