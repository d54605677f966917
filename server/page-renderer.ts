import { createRequestHandler, type ServerBuild } from "react-router";
import { isScriptMarker, ownInlineScripts } from "../model/security/own-scripts.ts";
import type { PageLoadContext } from "./content/page-content.ts";
import type { ContentSource } from "./content/source.ts";
import { type Compressor, compressQuickly, Representation } from "./representation.ts";

/** A page as the server rendered it for one version of the content. */
export type RenderedPage = {
  representation: Representation;
  /** CSP sources of the page's own inline scripts (those carrying the build's marker, decision 027). */
  scriptHashes: string[];
};

export type PageRendererOptions = {
  /** How many rendered pages are kept (least recently used go first). */
  maxEntries?: number;
  /** How many bytes of rendered pages are kept, uncompressed. */
  maxBytes?: number;
  /** How a rendered page is compressed (quick settings unless given): before its first answer. */
  compressor?: Compressor;
  /**
   * How a kept page is compressed again after its first answer, for the visits that follow (none unless
   * given). Node gives the build's settings: a tenth fewer bytes, made on the thread pool in 60 to 130 ms
   * a page. The Worker gives none: its CPU time per request is bounded and billed.
   */
  refiner?: Compressor;
};

/** Renders one request with the server's load context: React Router's request handler. */
export type PageHandler = (request: Request, context: PageLoadContext) => Promise<Response>;

/** The renderer of React Router's server build (its entry.server says which script marker the build's pages carry). */
export function pageRendererOf(
  build: ServerBuild,
  content: ContentSource,
  options: PageRendererOptions = {},
): PageRenderer {
  const handler = createRequestHandler(build, "production");
  const marker: unknown = (build.entry.module as { scriptMarker?: unknown }).scriptMarker;
  const scriptMarker = typeof marker === "string" && isScriptMarker(marker) ? marker : undefined;
  return new PageRenderer({ handler: (request, context) => handler(request, context), scriptMarker }, content, options);
}

type Entry = { version: string; page: Promise<RenderedPage>; bytes: number };

const encoder = new TextEncoder();

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/**
 * The version of the content a page is rendered from: the ETags of every answer the pages read.
 * Any edit (a CSV saved, the sheet's next answer) makes another version, so every page is
 * rendered again on its next visit; unchanged content is answered from memory.
 */
export async function contentVersion(content: ContentSource): Promise<string> {
  const answers = await Promise.all([
    content.sheet("inspirations"),
    content.sheet("experiences"),
    content.sheet("solutions"),
    content.caseStudies(),
  ]);
  return answers.map((answer) => `${answer.status}${answer.payload.etag}`).join(" ");
}

/**
 * Pages rendered on request by React Router's server build (the same routes the build
 * pre-renders), from the live content, on Node and in the Worker (decision 030). Each page is
 * rendered once per content version and kept, up to a bound: the caller decides which addresses
 * are pages (server/app.ts), and gives each its one canonical address (model/pages/page-query.ts), so
 * no request can make entries of its own by varying the query string.
 */
export class PageRenderer {
  readonly #handler: PageHandler;
  readonly #marker: string | undefined;
  readonly #content: ContentSource;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #compressor: Compressor;
  readonly #refiner: Compressor | undefined;
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    { handler, scriptMarker }: { handler: PageHandler; scriptMarker: string | undefined },
    content: ContentSource,
    { maxEntries = 500, maxBytes = 64 * 1024 * 1024, compressor = compressQuickly, refiner }: PageRendererOptions = {},
  ) {
    this.#handler = handler;
    this.#marker = scriptMarker;
    this.#content = content;
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#compressor = compressor;
    this.#refiner = refiner;
  }

  /** How many pages are kept now (for tests and the load bench). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The page at `address` (a canonical path and query: "/insights?topics=Research", or a
   * React Router data address ending in .data), rendered for the current content.
   */
  async page(address: string): Promise<RenderedPage> {
    const version = await contentVersion(this.#content);
    const kept = this.#entries.get(address);
    if (kept?.version === version) {
      // Most recently used last: the first entries are the ones to let go.
      this.#entries.delete(address);
      this.#entries.set(address, kept);
      return kept.page;
    }
    if (kept) this.#forget(address, kept);
    const entry: Entry = { version, page: this.#render(address), bytes: 0 };
    this.#entries.set(address, entry);
    entry.page.then(
      (page) => {
        if (this.#entries.get(address) !== entry) return;
        entry.bytes = page.representation.body.byteLength;
        this.#bytes += entry.bytes;
        this.#trim();
        this.#refine(address, entry, page);
      },
      () => {
        if (this.#entries.get(address) === entry) this.#entries.delete(address);
      },
    );
    return entry.page;
  }

  async #render(address: string): Promise<RenderedPage> {
    const context: PageLoadContext = { content: this.#content };
    // The origin is never part of a page (its links are paths; the site's own URL comes from its settings).
    const response = await this.#handler(new Request(new URL(address, "http://localhost")), context);
    const text = await response.text();
    if (response.status !== 200) throw new Error(`Rendering ${address} answered ${response.status}.`);
    const body = encoder.encode(text);
    const contentType = response.headers.get("Content-Type") ?? "text/html";
    const etag = `"r-${(await sha256Base64(text)).slice(0, 27).replaceAll("/", "_").replaceAll("+", "-")}"`;
    const marker = this.#marker;
    const scriptHashes = marker
      ? [
          ...new Set(
            await Promise.all(
              ownInlineScripts(text, marker).map(async (script) => `sha256-${await sha256Base64(script)}`),
            ),
          ),
        ]
      : [];
    const representation = new Representation(body, etag, {
      contentType: contentType.startsWith("text/html") ? "text/html; charset=utf-8" : contentType,
      compressor: this.#compressor,
    });
    // The first visitor after an edit gets the page compressed too (a few ms with the quick settings).
    await representation.ready;
    return { representation, scriptHashes };
  }

  /** Compresses a kept page again in the background; its copies replace the quick ones once all exist. */
  #refine(address: string, entry: Entry, page: RenderedPage): void {
    const refiner = this.#refiner;
    const { representation } = page;
    if (!refiner || !representation.compressible) return;
    // Other bytes, another tag (RFC 9110 §8.8.3): the same text, compressed again.
    const refined = new Representation(representation.body, `${representation.etag.slice(0, -1)}-refined"`, {
      contentType: representation.contentType,
      compressor: refiner,
    });
    void refined.ready.then(() => {
      // A page rendered again meanwhile, or let go, keeps what it has; a copy that failed keeps the quick ones.
      if (this.#entries.get(address) !== entry || refined.encodings.length < representation.encodings.length) return;
      entry.page = Promise.resolve({ representation: refined, scriptHashes: page.scriptHashes });
    });
  }

  #forget(address: string, entry: Entry): void {
    this.#entries.delete(address);
    this.#bytes -= entry.bytes;
  }

  #trim(): void {
    for (const [address, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) return;
      this.#forget(address, entry);
    }
  }
}
