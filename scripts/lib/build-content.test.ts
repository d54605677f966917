import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readServerEnv } from "../../model/security/env";
import { csvCorruptions } from "../../tests/fixtures/csv-corruptions";
import { experience, guide, link, storeItem } from "../../tests/helpers/test-rows";
import { BUILT_CONTENT_RECORD, readBuiltContentRecord } from "../../server/content/built-content";
import { DEFAULT_CONTENT_DIR } from "../../server/content/create-source";
import { ContentRefusedError, prepareBuildContent } from "./build-content";

// The build's first step (point 1 of the last-good rule, model/content/last-good-rows.ts): content that
// would empty or cut the site stops the build before anything is published.

let work: string;
let content: string;
const published = () => path.join(work, "published");
const out = () => path.join(work, "out");

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "build-content-"));
  content = path.join(work, "content");
  cpSync(DEFAULT_CONTENT_DIR, content, { recursive: true, filter: (source) => !source.endsWith(".ts") });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const prepare = (env: Record<string, string> = {}, outDir = out()) =>
  prepareBuildContent({
    env: readServerEnv({ CONTENT_DIR: content, ...env }),
    publishedDir: published(),
    outDir,
    label: (file) => path.relative(work, file),
  });
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(path.join(content, file), change(readFileSync(path.join(content, file), "utf8")));

describe("prepareBuildContent (the content a build renders, checked against the published build's)", () => {
  it("copies every CSV file as it is and records the rows of each, for the pre-render to read", async () => {
    const { csvDir } = await prepare();
    expect(csvDir).toBe(out());
    expect(readFileSync(path.join(out(), "items.csv"), "utf8")).toBe(
      readFileSync(path.join(content, "items.csv"), "utf8"),
    );
    const record = readBuiltContentRecord(out());
    expect(record?.source).toBe(`csv:${content}`);
    expect(record?.rows["items.csv"]).toBeGreaterThanOrEqual(25);
    expect(Object.keys(record?.rows ?? {})).toHaveLength(6);
  });

  it("stops the build on a quote that never closes, naming the file and row, and writes no record", async () => {
    edit("items.csv", (text) => text.replace(/\n([^\n,]*),/, '\n$1,"'));
    const refused = prepare();
    await expect(refused).rejects.toBeInstanceOf(ContentRefusedError);
    await expect(refused).rejects.toThrow(/items\.csv:2: \(file\): the file does not parse whole/);
    await expect(refused).rejects.toThrow(/Fix the files above and build again\.$/);
    expect(existsSync(path.join(out(), BUILT_CONTENT_RECORD))).toBe(false);
  });

  it.each([
    ["missing", () => rmSync(path.join(content, "links.csv")), /links\.csv:1: \(file\): the file is missing/],
    [
      "empty",
      () => writeFileSync(path.join(content, "links.csv"), ""),
      /links\.csv:1: \(file\): it has no usable rows/,
    ],
    [
      "header only",
      () => edit("links.csv", (text) => `${text.split("\n")[0]}\n`),
      /links\.csv:1: \(file\): it has no usable rows/,
    ],
  ])("stops the build when a file is %s, even on a first build", async (_, change, message) => {
    change();
    await expect(prepare()).rejects.toThrow(message);
  });

  it.each(csvCorruptions)("stops the build when items.csv is %s after a good build", async (_, corrupt) => {
    await prepare({}, published());
    edit("items.csv", corrupt);
    await expect(prepare()).rejects.toThrow(
      /^The content check stopped the build; nothing was published:\n {2}content\/items\.csv:\d+: \(file\): /,
    );
  });

  it("stops a build whose file lost more than half of the published build's rows, unless the owner accepts it", async () => {
    await prepare({}, published());
    const rows = readBuiltContentRecord(published())?.rows["items.csv"];
    edit("items.csv", (text) => `${text.split("\n").slice(0, 8).join("\n")}\n`);
    await expect(prepare()).rejects.toThrow(
      new RegExp(
        `items\\.csv:1: \\(file\\): it has 7 rows where the last good copy had ${rows} rows: it looks cut off`,
      ),
    );
    await expect(prepare()).rejects.toThrow(
      /set CONTENT_ACCEPT_SHRINK=1 for one build: CONTENT_ACCEPT_SHRINK=1 npm run build\.$/,
    );
    await expect(prepare({ CONTENT_ACCEPT_SHRINK: "1" })).resolves.toEqual({ csvDir: out() });
    expect(readBuiltContentRecord(out())?.rows["items.csv"]).toBe(7);
  });

  it("compares only with a build made from the same folder", async () => {
    await prepare({}, published());
    const record = readBuiltContentRecord(published());
    writeFileSync(
      path.join(published(), BUILT_CONTENT_RECORD),
      JSON.stringify({ ...record, source: "csv:/elsewhere" }),
    );
    edit("items.csv", (text) => `${text.split("\n").slice(0, 8).join("\n")}\n`);
    await expect(prepare()).resolves.toEqual({ csvDir: out() });
  });

  describe("from the remote sheet", () => {
    let sheet: Server;
    let url: string;
    let items = 10;
    let failing = false;
    beforeEach(async () => {
      items = 10;
      failing = false;
      sheet = createServer((request, response) => {
        const api = new URL(request.url ?? "/", "http://x").searchParams.get("api");
        if (failing) return void response.writeHead(500).end("down");
        const list = Array.from({ length: items }, (_, index) => ({
          slug: `item-${index}`,
          title: `Item ${index}`,
          category_slug: "tea",
        }));
        const body =
          api === "inspirations"
            ? { guides: [guide({ category_slug: "tea" })], items: list, links: [link({ item_slug: "item-0" })] }
            : { items: api === "experiences" ? [experience()] : [storeItem()] };
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => sheet.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/exec`;
    });
    afterEach(() => new Promise((resolve) => sheet.close(resolve)));
    const remote = (env: Record<string, string> = {}) => ({ CONTENT_SOURCE: "remote-sheet", SHEETS_URL: url, ...env });

    it("records the rows of each list and leaves rendering to the pre-render's own requests", async () => {
      await expect(prepare(remote(), published())).resolves.toEqual({ csvDir: undefined });
      expect(readBuiltContentRecord(published())?.rows).toEqual({
        "api=inspirations guides": 1,
        "api=inspirations items": 10,
        "api=inspirations links": 1,
        "api=experiences items": 1,
        "api=solutions items": 1,
      });
    });

    it("stops the build when the sheet fails or a list shrinks to under half of the published one", async () => {
      await prepare(remote(), published());
      items = 3;
      await expect(prepare(remote())).rejects.toThrow(
        /remote sheet:0: api=inspirations items: it has 3 rows where the last good copy had 10 rows/,
      );
      failing = true;
      await expect(prepare(remote())).rejects.toThrow(
        /remote sheet:0: api=inspirations: The remote sheet did not answer api=inspirations: answered 500/,
      );
    });
  });
});
