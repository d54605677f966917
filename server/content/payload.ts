import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

/**
 * A JSON answer made once per content snapshot, not per request: the body
 * text, its ETag, and compressed copies made on first demand (issue 4 speed:
 * served from memory).
 */
export class Payload<T = unknown> {
  readonly body: string;
  /** The body as UTF-8 bytes, encoded once: a request only copies it to the socket. */
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly length: number;
  #gzip: Uint8Array<ArrayBuffer> | undefined;
  #brotli: Uint8Array<ArrayBuffer> | undefined;

  constructor(readonly data: T) {
    this.body = JSON.stringify(data);
    this.etag = `"${createHash("sha1").update(this.body).digest("base64url").slice(0, 27)}"`;
    this.bytes = new TextEncoder().encode(this.body);
    this.length = this.bytes.byteLength;
  }

  get gzip(): Uint8Array<ArrayBuffer> {
    this.#gzip ??= new Uint8Array(gzipSync(this.body, { level: 9 }));
    return this.#gzip;
  }

  get brotli(): Uint8Array<ArrayBuffer> {
    this.#brotli ??= new Uint8Array(brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }));
    return this.#brotli;
  }
}
