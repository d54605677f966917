import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { Context } from "hono";
import { accepts } from "hono/accepts";

/**
 * A body the server sends (a file of the build, an API answer) with its
 * compressed copies. Compression never runs on the request path: copies come
 * from the build (scripts/postbuild.ts precompresses) or are made on the
 * thread pool by zlib's asynchronous API, and until they exist the
 * uncompressed body is served.
 */

export type Encoding = "br" | "gzip";

/** The server's preference when the client accepts both equally. */
export const ENCODINGS: readonly Encoding[] = ["br", "gzip"];

/** Below this a compressed copy saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;

export function isCompressible(contentType: string, length: number): boolean {
  return length >= MIN_COMPRESS_BYTES && COMPRESSIBLE_TYPE.test(contentType);
}

/** Bytes backed by a plain ArrayBuffer, as a Response body must be. */
export type Bytes = Uint8Array<ArrayBuffer>;

export type Compressor = (body: Bytes, encoding: Encoding) => Promise<Bytes>;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The one way the site compresses (build and server alike), with fixed
 * settings, so a copy made at build time and one made by the server are the
 * same bytes under the same ETag.
 */
export const compress: Compressor = async (body, encoding) => {
  if (encoding === "br") {
    return brotliAsync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
  }
  return gzipAsync(body, { level: 9 });
};

/**
 * Quicker settings for pages the server renders on request: a few milliseconds for a page, so the
 * first answer after a content edit goes out compressed too. Their ETags are their own (never a
 * build file's), so their bytes need not match the build's.
 */
export const compressQuickly: Compressor = async (body, encoding) => {
  if (encoding === "br") {
    return brotliAsync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
  }
  return gzipAsync(body, { level: 6 });
};

/** The ETag of one encoding of a body: different bytes need a different strong tag (RFC 9110 §8.8.3). */
export function encodedEtag(etag: string, encoding: Encoding | undefined): string {
  if (!encoding) return etag;
  return `${etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"`;
}

export type RepresentationOptions = {
  contentType: string;
  /** Copies made at build time. */
  precompressed?: Partial<Record<Encoding, Bytes>>;
  compressor?: Compressor;
  log?: Pick<Console, "warn">;
};

export class Representation {
  readonly contentType: string;
  readonly compressible: boolean;
  /** Resolves once every compressed copy exists (or failed: then the body is sent as is). */
  readonly ready: Promise<void>;
  readonly #copies = new Map<Encoding, Bytes>();

  /**
   * @param body the uncompressed bytes
   * @param etag its strong entity tag, quoted
   */
  constructor(
    readonly body: Bytes,
    readonly etag: string,
    { contentType, precompressed = {}, compressor = compress, log = console }: RepresentationOptions,
  ) {
    this.contentType = contentType;
    this.compressible = isCompressible(contentType, body.byteLength);
    if (!this.compressible) {
      this.ready = Promise.resolve();
      return;
    }
    const pending: Promise<void>[] = [];
    for (const encoding of ENCODINGS) {
      const copy = precompressed[encoding];
      if (copy) this.#copies.set(encoding, copy);
      else {
        pending.push(
          compressor(body, encoding).then(
            (compressed) => {
              this.#copies.set(encoding, compressed);
            },
            (error: unknown) => log.warn(`Could not compress a ${contentType} body with ${encoding}:`, error),
          ),
        );
      }
    }
    this.ready = Promise.all(pending).then(() => undefined);
  }

  /** The encodings whose copies exist now, in the server's order of preference. */
  get encodings(): Encoding[] {
    return ENCODINGS.filter((encoding) => this.#copies.has(encoding));
  }

  copy(encoding: Encoding): Bytes | undefined {
    return this.#copies.get(encoding);
  }
}

/**
 * The best of `available` for the request's Accept-Encoding (its q-values
 * honoured, `*` included, `q=0` refusing), ties going to the server's order;
 * undefined for the uncompressed body.
 */
export function chooseEncoding(c: Context, available: readonly Encoding[]): Encoding | undefined {
  if (available.length === 0) return undefined;
  const chosen = accepts(c, {
    header: "Accept-Encoding",
    supports: [...available],
    default: "identity",
    match: (entries, { supports }) => {
      const qualityOf = (name: string) =>
        entries.find((entry) => entry.type.toLowerCase() === name)?.q ??
        entries.find((entry) => entry.type === "*")?.q ??
        0;
      let best = { name: "identity", q: 0 };
      for (const name of supports) {
        const q = qualityOf(name);
        if (q > best.q) best = { name, q };
      }
      return best.name;
    },
  });
  return available.find((encoding) => encoding === chosen);
}

export type SendOptions = {
  status?: 200 | 404 | 502;
  /** Headers of the answer besides the representation's own. */
  headers?: Record<string, string>;
};

/**
 * Sends a representation: the encoding the client prefers among the copies
 * that exist, its own ETag on a 200 (conditional.ts answers 304 from it), and
 * no body for HEAD.
 */
export function sendRepresentation(
  c: Context,
  representation: Representation,
  { status = 200, headers = {} }: SendOptions = {},
): Response {
  const out = new Headers(headers);
  out.set("Content-Type", representation.contentType);
  const encoding = representation.compressible ? chooseEncoding(c, representation.encodings) : undefined;
  // Any compressible body may be sent compressed (now or once its copies exist), so caches key on the header.
  if (representation.compressible) out.set("Vary", "Accept-Encoding");
  if (status === 200) out.set("ETag", encodedEtag(representation.etag, encoding));
  const body = (encoding && representation.copy(encoding)) || representation.body;
  if (encoding) out.set("Content-Encoding", encoding);
  out.set("Content-Length", String(body.byteLength));
  // The Workers runtime compresses a body whose Content-Encoding is set unless told it already is.
  const init: ResponseInit & { encodeBody?: "manual" } = { status, headers: out };
  if (encoding) init.encodeBody = "manual";
  return new Response(c.req.method === "HEAD" ? null : body, init);
}
