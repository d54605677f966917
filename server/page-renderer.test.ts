import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { STAND_IN_MARKER } from "../tests/helpers/stand-in-build";
import { createApp } from "./app";
import type { PageLoadContext } from "./content/page-content";
import { Payload } from "./content/payload";
import type { ContentSource } from "./content/source";
import { type PageHandler, PageRenderer } from "./page-renderer";
import type { Bytes, Compressor } from "./representation";
import type { SiteFiles } from "./site-files";

// Pages rendered on request (decision 030): once per page and content version, kept within bounds,
// each page under its one address, its own inline scripts allowed by hash.

/** A content source whose answers change when `edit()` is called, as a saved CSV does. */
const STORE_ITEMS = [
  {
    "Item Name": "Plan",
    "Price (USD)": 19,
    Type: "Google Docs",
    Topic: "UX Research",
    "Store URL": "https://s.example/p",
    Order: 1,
  },
  {
    "Item Name": "Repo",
    "Price (USD)": 29,
    Type: "Notion",
    Topic: "ResearchOps",
    "Store URL": "https://s.example/r",
    Order: 2,
  },
];

function editableContent() {
  let version = 1;
  const content: ContentSource = {
    description: "test",
    close: () => {},
    // The store has two chips of each group, for the store filter's address.
    sheet: async (api: string) =>
      ({ status: 200, payload: new Payload({ items: api === "solutions" ? STORE_ITEMS : [], version }) }) as never,
    caseStudies: async () => ({ status: 200, payload: new Payload({ success: true, data: {}, error: null }) }),
  };
  return { content, edit: () => (version += 1), version: () => version };
}

/** A stand-in for React Router's handler: the page names its address and the content it read. */
function renderingHandler(content: { version: () => number }) {
  return vi.fn(async (request: Request, context: PageLoadContext) => {
    expect(context.content).toBeDefined();
    const url = new URL(request.url);
    return new Response(
      `<!DOCTYPE html><html><head><script nonce="${STAND_IN_MARKER}">own()</script></head><body>` +
        `<p>${url.pathname}${url.search} v${content.version()}</p><script>injected()</script></body></html>`,
      { headers: { "Content-Type": "text/html" } },
    );
  });
}

const text = (page: { representation: { body: Uint8Array } }) => new TextDecoder().decode(page.representation.body);

describe("PageRenderer", () => {
  it("has a page's compressed copies by its first answer", async () => {
    const source = editableContent();
    // Long enough to be worth compressing.
    const handler = vi.fn(
      async () =>
        new Response(`<!DOCTYPE html><p>${"A page of text. ".repeat(200)}</p>`, {
          headers: { "Content-Type": "text/html" },
        }),
    );
    const renderer = new PageRenderer({ handler, scriptMarker: STAND_IN_MARKER }, source.content);
    const page = await renderer.page("/privacy");
    expect(page.representation.encodings).toEqual(["br", "gzip"]);
    expect(page.representation.copy("br")?.byteLength).toBeLessThan(page.representation.body.byteLength);
  });

  it("compresses a kept page again with the refiner once answered, under another ETag", async () => {
    const source = editableContent();
    const handler = vi.fn(
      async () =>
        new Response(`<!DOCTYPE html><p>${"A page of text. ".repeat(200)}</p>`, {
          headers: { "Content-Type": "text/html" },
        }),
    );
    const refined = new TextEncoder().encode("refined") as Bytes;
    const refiner = vi.fn<Compressor>(async () => refined);
    const renderer = new PageRenderer({ handler, scriptMarker: STAND_IN_MARKER }, source.content, { refiner });
    const first = await renderer.page("/privacy");
    expect(first.representation.copy("br")).not.toBe(refined);
    await vi.waitFor(async () => expect((await renderer.page("/privacy")).representation.copy("br")).toBe(refined));
    const second = await renderer.page("/privacy");
    expect(second.representation.copy("gzip")).toBe(refined);
    expect(second.representation.body).toBe(first.representation.body);
    expect(second.representation.etag).not.toBe(first.representation.etag);
    expect(second.scriptHashes).toEqual(first.scriptHashes);
    expect(refiner).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("keeps the quick copies when compressing again fails, and a page rendered again meanwhile keeps its own", async () => {
    const source = editableContent();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const handler = vi.fn(
      async () =>
        new Response(`<!DOCTYPE html><p>${"A page of text. ".repeat(200)}</p>`, {
          headers: { "Content-Type": "text/html" },
        }),
    );
    let fail: (error: Error) => void = () => {};
    const refiner = vi.fn<Compressor>(() => new Promise((_, reject) => (fail = reject)));
    const renderer = new PageRenderer({ handler, scriptMarker: STAND_IN_MARKER }, source.content, { refiner });
    const first = await renderer.page("/privacy");
    await vi.waitFor(() => expect(refiner).toHaveBeenCalled());
    fail(new Error("no threads left"));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect((await renderer.page("/privacy")).representation).toBe(first.representation);
    warn.mockRestore();
  });

  it("renders a page once per content version, and again after an edit", async () => {
    const source = editableContent();
    const handler = renderingHandler(source);
    const renderer = new PageRenderer({ handler, scriptMarker: STAND_IN_MARKER }, source.content);
    expect(text(await renderer.page("/experiences"))).toContain("/experiences v1");
    expect(text(await renderer.page("/experiences"))).toContain("/experiences v1");
    expect(handler).toHaveBeenCalledTimes(1);
    source.edit();
    expect(text(await renderer.page("/experiences"))).toContain("/experiences v2");
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("renders a page asked for by many at once only once", async () => {
    const source = editableContent();
    const handler = renderingHandler(source);
    const renderer = new PageRenderer({ handler, scriptMarker: STAND_IN_MARKER }, source.content);
    await Promise.all(Array.from({ length: 20 }, () => renderer.page("/insights")));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("allows the page's own inline scripts by hash, not one injected into it", async () => {
    const source = editableContent();
    const renderer = new PageRenderer(
      { handler: renderingHandler(source), scriptMarker: STAND_IN_MARKER },
      source.content,
    );
    const own = `sha256-${createHash("sha256").update("own()").digest("base64")}`;
    expect((await renderer.page("/")).scriptHashes).toEqual([own]);
  });

  it("keeps at most maxEntries pages, the least recently used going first", async () => {
    const source = editableContent();
    const handler = renderingHandler(source);
    const renderer = new PageRenderer({ handler, scriptMarker: STAND_IN_MARKER }, source.content, { maxEntries: 2 });
    await renderer.page("/a");
    await renderer.page("/b");
    await renderer.page("/a");
    await renderer.page("/c");
    await vi.waitFor(() => expect(renderer.size).toBe(2));
    await renderer.page("/a");
    expect(handler).toHaveBeenCalledTimes(3);
    await renderer.page("/b");
    expect(handler).toHaveBeenCalledTimes(4);
  });

  it("keeps at most maxBytes of pages", async () => {
    const source = editableContent();
    const renderer = new PageRenderer(
      { handler: renderingHandler(source), scriptMarker: STAND_IN_MARKER },
      source.content,
      { maxBytes: 300 },
    );
    for (const address of ["/a", "/b", "/c", "/d"]) await renderer.page(address);
    await vi.waitFor(() => expect(renderer.size).toBeLessThanOrEqual(2));
  });

  it("keeps no failed render: the next request tries again", async () => {
    const source = editableContent();
    const handler = vi.fn(async () => new Response("boom", { status: 500 }));
    const renderer = new PageRenderer({ handler, scriptMarker: STAND_IN_MARKER }, source.content);
    await expect(renderer.page("/")).rejects.toThrow(/answered 500/);
    await expect(renderer.page("/")).rejects.toThrow(/answered 500/);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(renderer.size).toBe(0);
  });
});

describe("the app with pages rendered on request", () => {
  const prerendered: SiteFiles = {
    get: (urlPath) =>
      urlPath === "/experiences" || urlPath === "/404"
        ? Promise.resolve({
            urlPath,
            contentType: "text/html; charset=utf-8",
            immutable: false,
            representation: {
              body: new TextEncoder().encode(`pre-rendered ${urlPath}`),
              etag: '"p"',
              contentType: "text/html; charset=utf-8",
              compressible: false,
              encodings: [],
              copy: () => undefined,
              ready: Promise.resolve(),
            } as never,
          })
        : undefined,
  };

  function appWith(handlerOf: (source: ReturnType<typeof editableContent>) => PageHandler = renderingHandler) {
    const source = editableContent();
    const handler = handlerOf(source);
    const renderer = new PageRenderer({ handler, scriptMarker: STAND_IN_MARKER }, source.content);
    return {
      app: createApp({
        files: prerendered,
        content: source.content,
        pages: { page: (address) => renderer.page(address) },
      }),
      renderer,
      source,
    };
  }

  it("serves a page from the live content, with its scripts' hashes in the CSP", async () => {
    const { app, source } = appWith();
    const response = await app.request("/experiences");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("/experiences v1");
    const own = `sha256-${createHash("sha256").update("own()").digest("base64")}`;
    expect(response.headers.get("Content-Security-Policy")).toContain(`'${own}'`);
    source.edit();
    expect(await (await app.request("/experiences")).text()).toContain("/experiences v2");
  });

  it("renders a filter under its one address: unknown parameters and values make no entries of their own", async () => {
    const { app, renderer } = appWith();
    for (let i = 0; i < 50; i += 1) await app.request(`/insights?utm=${i}&topics=nope${i}`);
    const filtered = await app.request("/insights?topics=UX+Research&language=English&topics=UX+Research&x=1");
    expect(await filtered.text()).toContain("/insights?language=English&topics=UX+Research v1");
    expect(renderer.size).toBe(2);
  });

  it("renders the store filter under its one address: only the store's own chips, written one way", async () => {
    const { app, renderer } = appWith();
    for (let i = 0; i < 50; i += 1) await app.request(`/solutions?utm=${i}&type=nope${i}&topic=Notion`);
    expect(await (await app.request("/solutions?type=Klingon")).text()).toContain("<p>/solutions v1");
    const filtered = await app.request("/solutions?topic=ResearchOps&type=Notion&type=Google+Docs&type=Notion");
    expect(await filtered.text()).toContain("/solutions?type=Google+Docs&type=Notion&topic=ResearchOps v1");
    expect(renderer.size).toBe(2);
  });

  it("answers an unknown address 404 with the not-found page rendered once, whatever the address", async () => {
    const { app, renderer } = appWith();
    for (let i = 0; i < 20; i += 1) {
      const response = await app.request(`/no-such-page-${i}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("/404 v1");
    }
    expect(renderer.size).toBe(1);
  });

  it("serves the pre-rendered page when rendering fails, and logs the failure once", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { app } = appWith(() => async () => new Response("boom", { status: 500 }));
    for (let i = 0; i < 3; i += 1) {
      const response = await app.request("/experiences");
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("pre-rendered /experiences");
    }
    expect(error).toHaveBeenCalledTimes(1);
  });
});
