import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { precompressBuild } from "./precompress";
import type { Compressor } from "./representation";
import { PRECOMPRESSED_MANIFEST, StaticFiles } from "./static-files";

let root: string;

function write(relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** Text that compresses, but not trivially: words in a deterministic pseudo-random order. */
function prose(bytes: number): string {
  const words = ["guide", "kettle", "research", "notion", "template", "coffee", "insight", "story", "mentor", "talk"];
  let seed = 42;
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const word = `${words[seed % words.length]}${seed % 97}`;
    parts.push(word);
    length += word.length + 1;
  }
  return parts.join(" ");
}

/** Marks its output, so a test can tell which copy was sent. */
const markingCompressor: Compressor = async (body, encoding) =>
  new TextEncoder().encode(`${encoding}:${Buffer.from(body).toString("utf8").length}`);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "site-build-"));
  write("index.html", `<title>Home</title>${prose(4000)}`);
  write("assets/app-abc.js", `console.log("${prose(3000)}");`);
  write("favicon.svg", "<svg/>");
  write("404/index.html", "<title>Not found</title>");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("copies compressed at build time (scripts/postbuild.ts)", () => {
  it("writes a .br and a .gz copy of each compressible file, and the manifest", async () => {
    const { files } = await precompressBuild(root, markingCompressor);
    expect(files).toBe(2);
    expect(readFileSync(path.join(root, "assets/app-abc.js.br"), "utf8")).toMatch(/^br:/);
    expect(readFileSync(path.join(root, "index.html.gz"), "utf8")).toMatch(/^gzip:/);
    expect(existsSync(path.join(root, "favicon.svg.br"))).toBe(false);
    const manifest = JSON.parse(readFileSync(path.join(root, PRECOMPRESSED_MANIFEST), "utf8")) as Record<
      string,
      string
    >;
    expect(Object.keys(manifest)).toEqual(["assets/app-abc.js", "index.html"]);
  });

  it("serves those copies without compressing anything while serving", async () => {
    await precompressBuild(root, markingCompressor);
    const compressor = vi.fn<Compressor>();
    const files = new StaticFiles(root, { compressor });
    const app = createApp({ files });
    const br = await app.request("/assets/app-abc.js", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toMatch(/^br:/);
    const gzip = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(await gzip.text()).toMatch(/^gzip:/);
    expect(compressor).not.toHaveBeenCalled();
  });

  it("does not serve the copies or the manifest at addresses of their own", async () => {
    await precompressBuild(root, markingCompressor);
    const app = createApp({ files: new StaticFiles(root) });
    for (const p of ["/assets/app-abc.js.br", "/index.html.gz", `/${PRECOMPRESSED_MANIFEST}`]) {
      expect((await app.request(p)).status, p).toBe(404);
    }
  });

  it("ignores the copies of a file changed after the build, and compresses the new bytes itself", async () => {
    await precompressBuild(root, markingCompressor);
    write("assets/app-abc.js", `console.log("${prose(5000)}");`);
    const files = new StaticFiles(root);
    const app = createApp({ files });
    const first = await app.request("/assets/app-abc.js", { headers: { "Accept-Encoding": "br" } });
    expect(await first.text()).toContain("console.log");
    await (
      await files.get("/assets/app-abc.js")
    )?.representation.ready;
    const later = await app.request("/assets/app-abc.js", { headers: { "Accept-Encoding": "br" } });
    expect(later.headers.get("content-encoding")).toBe("br");
    expect(await later.text()).not.toMatch(/^br:/);
  });
});

describe("compression never blocks the server (a large page once stalled every request)", () => {
  let server: ServerType | undefined;

  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it("answers other requests while a large file is compressed, and sends it uncompressed meanwhile", async () => {
    write("large.html", `<title>Large</title>${prose(1_000_000)}`);
    write("small.txt", "small");
    const files = new StaticFiles(root);
    const app = createApp({ files });
    const base = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
        resolve(`http://127.0.0.1:${info.port}`),
      );
    });
    const get = (p: string, acceptEncoding = "br, gzip") =>
      fetch(`${base}${p}`, { headers: { "Accept-Encoding": acceptEncoding } });

    // First use of the large page: it is read and its compression starts, off the event loop.
    const large = await get("/large.html");
    expect(large.status).toBe(200);
    expect(large.headers.get("content-encoding")).toBeNull();
    expect((await large.text()).length).toBeGreaterThan(1_000_000);
    const loaded = await files.get("/large.html");
    let compressed = false;
    const ready = loaded?.representation.ready.then(() => (compressed = true));

    // Other requests are answered while that compression is still running.
    const small = await get("/small.txt");
    expect(await small.text()).toBe("small");
    expect((await get("/")).status).toBe(200);
    expect(compressed).toBe(false);

    await ready;
    const again = await get("/large.html");
    expect(again.headers.get("content-encoding")).toBe("br");
    expect((await again.text()).length).toBeGreaterThan(1_000_000);
  }, 60_000);
});
