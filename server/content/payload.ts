import { createHash } from "node:crypto";

/**
 * A JSON answer made once per content snapshot, not per request: the body
 * text and its ETag, served from memory so a request costs no work. Its compressed
 * copies are the server's business (server/content-api.ts).
 */
export class Payload<T = unknown> {
  readonly body: string;
  /** The body as UTF-8 bytes, encoded once: a request only copies it to the socket. */
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly length: number;

  constructor(readonly data: T) {
    this.body = JSON.stringify(data);
    this.etag = `"${createHash("sha1").update(this.body).digest("base64url").slice(0, 27)}"`;
    this.bytes = new TextEncoder().encode(this.body);
    this.length = this.bytes.byteLength;
  }
}
