import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import {
  type Bytes,
  type Compressor,
  chooseEncoding,
  compress,
  type Encoding,
  encodedEtag,
  Representation,
  sendRepresentation,
} from "./representation";

const text = (s: string): Bytes => new TextEncoder().encode(s);
const big = text("lorem ipsum dolor sit amet ".repeat(200));

/** A compressor that finishes only when the test says so. */
function gatedCompressor() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const compressor: Compressor = async (body, encoding) => {
    await gate;
    return compress(body, encoding);
  };
  return { compressor, open };
}

function appFor(representation: Representation, status: 200 | 404 = 200) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "*", (c) => sendRepresentation(c, representation, { status }));
  return app;
}

describe("choosing an encoding from Accept-Encoding", () => {
  async function chosen(header: string | undefined, available: Encoding[] = ["br", "gzip"]) {
    const app = new Hono();
    app.get("/", (c) => c.text(chooseEncoding(c, available) ?? "identity"));
    return (await app.request("/", header === undefined ? {} : { headers: { "Accept-Encoding": header } })).text();
  }

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["gzip;q=0, *", "br"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["br;q=0, gzip;q=0", "identity"],
    ["", "identity"],
  ])("%s -> %s", async (header, expected) => {
    expect(await chosen(header)).toBe(expected);
  });

  it("sends the body as is without the header", async () => {
    expect(await chosen(undefined)).toBe("identity");
  });

  it("chooses only among the copies that exist", async () => {
    expect(await chosen("gzip, br", ["gzip"])).toBe("gzip");
    expect(await chosen("br", ["gzip"])).toBe("identity");
  });
});

describe("ETags per encoding (a strong tag names exactly one body)", () => {
  it("adds -br or -gz inside the quotes", () => {
    expect(encodedEtag('"abc"', "br")).toBe('"abc-br"');
    expect(encodedEtag('"abc"', "gzip")).toBe('"abc-gz"');
    expect(encodedEtag('"abc"', undefined)).toBe('"abc"');
  });

  it("gives the brotli, gzip and plain answers different ETags", async () => {
    const representation = new Representation(big, '"tag"', { contentType: "text/html; charset=utf-8" });
    await representation.ready;
    const app = appFor(representation);
    const etags = await Promise.all(
      ["br", "gzip", "identity"].map(async (accept) => {
        const response = await app.request("/", { headers: { "Accept-Encoding": accept } });
        return response.headers.get("etag");
      }),
    );
    expect(etags).toEqual(['"tag-br"', '"tag-gz"', '"tag"']);
  });
});

describe("compression off the request path", () => {
  it("serves the body as is until its copies exist, then the copies", async () => {
    const { compressor, open } = gatedCompressor();
    const representation = new Representation(big, '"tag"', { contentType: "text/css", compressor });
    const app = appFor(representation);
    const before = await app.request("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(before.headers.get("content-encoding")).toBeNull();
    expect(before.headers.get("etag")).toBe('"tag"');
    expect(before.headers.get("vary")).toBe("Accept-Encoding");
    expect(new Uint8Array(await before.arrayBuffer())).toEqual(big);
    open();
    await representation.ready;
    const br = await app.request("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer()))).toEqual(Buffer.from(big));
    const gzip = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer()))).toEqual(Buffer.from(big));
    expect(Number(gzip.headers.get("content-length"))).toBeLessThan(big.byteLength);
  });

  it("uses copies made at build time without compressing again", async () => {
    const compressor = vi.fn<Compressor>();
    const precompressed = { br: text("pretend brotli"), gzip: text("pretend gzip") };
    const representation = new Representation(big, '"tag"', { contentType: "text/css", precompressed, compressor });
    await representation.ready;
    expect(compressor).not.toHaveBeenCalled();
    const response = await appFor(representation).request("/", { headers: { "Accept-Encoding": "br" } });
    expect(await response.text()).toBe("pretend brotli");
  });

  it("does not compress small bodies or images", async () => {
    const compressor = vi.fn<Compressor>();
    expect(new Representation(text("<svg/>"), '"s"', { contentType: "image/svg+xml", compressor }).compressible).toBe(
      false,
    );
    expect(new Representation(big, '"p"', { contentType: "image/png", compressor }).compressible).toBe(false);
    expect(compressor).not.toHaveBeenCalled();
    const response = await appFor(new Representation(big, '"p"', { contentType: "image/png" })).request("/", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBeNull();
  });

  it("keeps serving the plain body when compression fails, and says so in the log", async () => {
    const log = { warn: vi.fn() };
    const failing: Compressor = async () => {
      throw new Error("out of memory");
    };
    const representation = new Representation(big, '"tag"', { contentType: "text/css", compressor: failing, log });
    await representation.ready;
    expect(log.warn).toHaveBeenCalledTimes(2);
    const response = await appFor(representation).request("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.status).toBe(200);
  });
});

describe("sending", () => {
  it("answers HEAD with the headers and no body", async () => {
    const response = await appFor(new Representation(big, '"t"', { contentType: "text/css" })).request("/", {
      method: "HEAD",
    });
    expect(response.headers.get("content-length")).toBe(String(big.byteLength));
    expect(await response.text()).toBe("");
  });

  it("puts no ETag on an error answer", async () => {
    const response = await appFor(new Representation(big, '"t"', { contentType: "text/html" }), 404).request("/");
    expect(response.status).toBe(404);
    expect(response.headers.get("etag")).toBeNull();
  });
});
