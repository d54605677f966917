import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InspirationsResponse } from "../../model/content/content-api";
import { RemoteSheetSource } from "./remote-sheet-source";

const log = { warn: vi.fn(), error: vi.fn() };
const good = {
  guides: [{ category_slug: "coffee-gear", title: "Coffee", publish: true, sections: "" }],
  items: [
    {
      slug: "kettle",
      title: "Kettle",
      category_slug: "coffee-gear",
      publish: true,
      priority: 1,
      featured: "TRUE",
      tags: "coffee, travel",
    },
    { slug: "Bad Slug", title: "Broken", category_slug: "coffee-gear" },
  ],
  links: [
    { item_slug: "kettle", store: "Shop", store_type: "Mystery", url: "https://shop.example/kettle", priority: "" },
  ],
};

type Reply = () => Promise<Response> | Response;
function fakeFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (!reply) throw new Error("no reply");
    return reply();
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const text =
  (body: string, status = 200, type = "text/html") =>
  () =>
    new Response(body, { status, headers: { "Content-Type": type } });
/** Never answers, until the request is aborted (a 30-second hang, cut short by the timeout). */
const hang: Reply = () => new Promise<Response>(() => {});
const hangUntilAborted = (init: RequestInit | undefined) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));

function source(
  fetch: typeof globalThis.fetch,
  over: Partial<ConstructorParameters<typeof RemoteSheetSource>[0]> = {},
) {
  return new RemoteSheetSource({
    url: "https://script.example/macros/s/abc/exec",
    timeoutMs: 50,
    maxAgeMs: 0,
    retryAfterMs: 0,
    fetch,
    log,
    ...over,
  });
}

afterEach(() => {
  log.warn.mockClear();
  log.error.mockClear();
});

describe("the remote sheet source", () => {
  it("asks the web app for ?api=…, follows redirects, validates rows and reports the bad ones", async () => {
    const { fetch, calls } = fakeFetch(json(good));
    const { status, payload } = await source(fetch).sheet("inspirations");
    expect(calls[0]?.url).toBe("https://script.example/macros/s/abc/exec?api=inspirations");
    expect(calls[0]?.init?.redirect).toBe("follow");
    expect(status).toBe(200);
    const data = payload.data as InspirationsResponse;
    expect(data.items.map((item) => item.slug)).toEqual(["kettle"]);
    expect(data.items[0]).toMatchObject({ featured: true, tags: ["coffee", "travel"] });
    expect(data.links[0]?.store_type).toBe("Other");
    expect(data.errors).toEqual([
      { file: "items", row: 3, field: "slug", reason: expect.stringMatching(/row skipped$/) },
    ]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("items:3: slug:"));
  });

  it.each([
    ["malformed JSON", text('{"guides": [', 200, "application/json"), /answered malformed JSON/],
    [
      "an HTML error page instead of JSON",
      text("<!DOCTYPE html><html><body>Script function not found: doGet</body></html>"),
      /answered an HTML page instead of JSON/,
    ],
    ["an HTTP error", text("Service unavailable", 503), /answered 503/],
    ["JSON of the wrong shape", json({ items: [] }), /without the lists guides, items and links/],
    ["the script's own error", json({ error: "unknown api" }), /answered with an error: unknown api/],
  ])(
    "answers 502 with a clear error when there is no earlier answer and the remote gives %s",
    async (_, reply, message) => {
      const { fetch } = fakeFetch(reply);
      const { status, payload } = await source(fetch).sheet("inspirations");
      expect(status).toBe(502);
      expect((payload.data as unknown as { error: string }).error).toMatch(message);
      expect(log.error).toHaveBeenCalled();
    },
  );

  it("gives up on a hanging remote (a 30-second hang) after the timeout", async () => {
    const fetch = vi.fn((_: unknown, init?: RequestInit) =>
      hangUntilAborted(init),
    ) as unknown as typeof globalThis.fetch;
    const started = performance.now();
    const { status, payload } = await source(fetch, { timeoutMs: 80 }).sheet("solutions");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(status).toBe(502);
    expect((payload.data as unknown as { error: string }).error).toMatch(/no answer within 80 ms/);
  });

  it("serves the last good answer when the remote later fails, and says so in errors", async () => {
    const { fetch } = fakeFetch(json(good), text("<html>error</html>"));
    const remote = source(fetch);
    const first = await remote.sheet("inspirations");
    // The answer is stale (maxAge 0): served at once while the refresh fails in the background.
    const second = await remote.sheet("inspirations");
    expect(second.payload).toBe(first.payload);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const third = await remote.sheet("inspirations");
    expect(third.status).toBe(200);
    const data = third.payload.data as InspirationsResponse;
    expect(data.items.map((item) => item.slug)).toEqual(["kettle"]);
    expect(data.errors?.[0]).toMatchObject({
      file: "remote sheet",
      field: "api=inspirations",
      reason: expect.stringMatching(/HTML page.*serving the answer from/),
    });
    // Asking again gives the very same payload (same ETag), not a new one per request.
    expect((await remote.sheet("inspirations")).payload).toBe(third.payload);
  });

  it.each([
    ["emptied", 0],
    ["cut to fewer than half its rows", 3],
  ])("keeps the last good answer when a list comes back %s, and says so in errors", async (_, kept) => {
    const items = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        slug: `item-${index}`,
        title: `Item ${index}`,
        category_slug: "tea",
      }));
    const answer = (count: number) => json({ ...good, items: items(count) });
    const { fetch } = fakeFetch(answer(10), answer(kept));
    const remote = source(fetch);
    await remote.sheet("inspirations");
    await remote.sheet("inspirations"); // stale (maxAge 0): the refresh runs in the background
    await new Promise((resolve) => setTimeout(resolve, 10));
    const data = (await remote.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(data.items).toHaveLength(10);
    expect(data.errors?.[0]).toMatchObject({
      file: "remote sheet",
      field: "api=inspirations",
      reason: expect.stringMatching(
        /^its items list may not replace the last good one: it has .* where the last good copy had 10 rows.*; serving the answer from/,
      ),
    });
  });

  it("takes an emptied list when the owner accepts the shrink (CONTENT_ACCEPT_SHRINK), and a first answer as it is", async () => {
    const { fetch } = fakeFetch(json({ ...good, items: [] }), json(good), json({ ...good, items: [] }));
    const remote = source(fetch, { acceptShrink: true });
    expect(((await remote.sheet("inspirations")).payload.data as InspirationsResponse).items).toEqual([]);
    await remote.sheet("inspirations");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(((await remote.sheet("inspirations")).payload.data as InspirationsResponse).items).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(((await remote.sheet("inspirations")).payload.data as InspirationsResponse).items).toEqual([]);
  });

  it("does not ask a failing remote again before retryAfterMs, so an outage costs one timeout", async () => {
    const { fetch, calls } = fakeFetch(hang);
    const remote = source(fetch, { timeoutMs: 30, retryAfterMs: 60_000 });
    expect((await remote.sheet("experiences")).status).toBe(502);
    const started = performance.now();
    expect((await remote.sheet("experiences")).status).toBe(502);
    expect(performance.now() - started).toBeLessThan(20);
    expect(calls).toHaveLength(1);
  });

  it("shares one request among concurrent callers", async () => {
    const { fetch, calls } = fakeFetch(json({ items: [] }));
    const remote = source(fetch, { maxAgeMs: 60_000 });
    await Promise.all([remote.sheet("solutions"), remote.sheet("solutions"), remote.sheet("solutions")]);
    expect(calls).toHaveLength(1);
  });

  it("normalises the answer where it is read, and prints remote text in the log with controls escaped", async () => {
    const body = '{"items": [{"period": "2020", "role": "Le\\ud800ad", "organisation": "Cafe\\u0301"}]}';
    const { fetch } = fakeFetch(text(body, 200, "application/json"));
    const { payload } = await source(fetch).sheet("experiences");
    expect((payload.data as { items: unknown[] }).items[0]).toMatchObject({ role: "Le\uFFFDad", organisation: "Café" });

    const failing = fakeFetch(json({ error: "bad\u202Eapi\nnext line" }));
    await source(failing.fetch).sheet("experiences");
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("bad\\u{202e}api\\nnext line"));
  });

  it("reads case studies from the sheet's case-studies tab, keyed by slug", async () => {
    const { fetch, calls } = fakeFetch(
      json({ items: [{ slug: "cs-a", title: "A", url: "https://notes.example/a", tags: "x" }] }),
    );
    const { payload } = await source(fetch).caseStudies();
    expect(calls[0]?.url).toContain("api=case-studies");
    expect(payload.data).toEqual({
      success: true,
      data: { "cs-a": { slug: "cs-a", title: "A", url: "https://notes.example/a", tags: ["x"] } },
      error: null,
    });
  });

  describe("against a real HTTP server", () => {
    let server: Server;
    afterEach(
      () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
    );

    it("follows the web app's redirect to the answer (as Apps Script does)", async () => {
      server = createServer((request, response) => {
        if (request.url?.startsWith("/exec")) {
          response.writeHead(302, { Location: `/echo?${request.url.split("?")[1]}` }).end();
        } else {
          response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ items: [] }));
        }
      });
      await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
      const { port } = server.address() as AddressInfo;
      const remote = new RemoteSheetSource({ url: `http://127.0.0.1:${port}/exec`, timeoutMs: 2000, log });
      const answer = await remote.sheet("experiences");
      expect(answer.status).toBe(200);
      expect(answer.payload.data).toEqual({ items: [] });
    });

    /** A local server; `handler` answers every request. Resolves its base URL. */
    async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
      server = createServer(handler);
      await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    const MB = 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, "a");

    it("stops reading an answer larger than the cap, declared by its length, and reports why", async () => {
      let sent = 0;
      const base = await listen((_, response) => {
        response.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(50 * MB) });
        const write = () => {
          while (sent < 50 * MB && response.write(chunk)) sent += chunk.length;
          if (sent < 50 * MB) response.once("drain", write);
        };
        write();
      });
      const started = performance.now();
      const answer = await new RemoteSheetSource({ url: `${base}/exec`, timeoutMs: 5000, maxBytes: MB, log }).sheet(
        "solutions",
      );
      expect(performance.now() - started).toBeLessThan(3000);
      expect(answer.status).toBe(502);
      expect((answer.payload.data as unknown as { error: string }).error).toMatch(
        /answered more than 1 MB; stopped reading/,
      );
      expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/api=solutions: answered more than 1 MB/));
    }, 10_000);

    it("stops reading a never-ending body at the cap and closes the connection, well before the timeout", async () => {
      let closed = false;
      const base = await listen((request, response) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.write('{"items": ["');
        const write = () => {
          while (!response.destroyed && response.write(chunk));
          if (!response.destroyed) response.once("drain", write);
        };
        response.on("close", () => (closed = true));
        write();
        request.on("close", () => response.destroy());
      });
      const started = performance.now();
      const remote = new RemoteSheetSource({ url: `${base}/exec`, timeoutMs: 8000, maxBytes: 2 * MB, log });
      const answer = await remote.sheet("experiences");
      expect(performance.now() - started).toBeLessThan(4000);
      expect(answer.status).toBe(502);
      expect((answer.payload.data as unknown as { error: string }).error).toMatch(/more than 2 MB/);
      await expect.poll(() => closed, { timeout: 2000 }).toBe(true);
    }, 15_000);

    it("keeps serving the last good answer when a later one is too large", async () => {
      let calls = 0;
      const base = await listen((_, response) => {
        calls += 1;
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(calls === 1 ? JSON.stringify({ items: [] }) : `{"items": [], "pad": "${"x".repeat(2 * MB)}"}`);
      });
      const remote = new RemoteSheetSource({
        url: `${base}/exec`,
        timeoutMs: 5000,
        maxAgeMs: 0,
        retryAfterMs: 0,
        maxBytes: MB,
        log,
      });
      const good = await remote.sheet("experiences");
      expect(good.status).toBe(200);
      await remote.sheet("experiences"); // stale: refreshed in the background, which is too large
      await expect.poll(() => log.error.mock.calls.length, { timeout: 3000 }).toBeGreaterThan(0);
      const after = await remote.sheet("experiences");
      expect(after.status).toBe(200);
      expect(after.payload.data).toMatchObject({
        items: [],
        errors: [{ file: "remote sheet", reason: expect.stringMatching(/more than 1 MB.*serving the answer from/) }],
      });
    }, 10_000);
  });
});
