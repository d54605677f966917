import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InspirationsResponse } from "../../model/content/content-api";
import { BUILT_CONTENT_RECORD, builtContentRecordText, csvSourceId } from "./built-content";
import { DEFAULT_CONTENT_DIR } from "./create-source";
import { LocalCsvSource } from "./local-source";

let dir: string;
const quiet = { warn: vi.fn(), info: vi.fn() };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true, filter: (source) => !source.endsWith(".ts") });
  quiet.warn.mockClear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function edit(file: string, change: (text: string) => string) {
  const target = path.join(dir, file);
  writeFileSync(target, change(readFileSync(target, "utf8")));
}

describe("the local CSV source (read into memory once, re-read when a file changes)", () => {
  it("serves the sample content without problems", async () => {
    const source = new LocalCsvSource(dir, { log: quiet });
    const { status, payload } = await source.sheet("inspirations");
    expect(status).toBe(200);
    const data = payload.data as InspirationsResponse;
    expect(data.errors).toBeUndefined();
    expect(data.guides.length).toBeGreaterThanOrEqual(5);
    expect(data.items.length).toBeGreaterThanOrEqual(25);
    expect(quiet.warn).not.toHaveBeenCalled();
  });

  it("answers from memory: the same payload object until a file changes", async () => {
    const source = new LocalCsvSource(dir, { checkIntervalMs: 0, log: quiet });
    const first = (await source.sheet("solutions")).payload;
    expect((await source.sheet("solutions")).payload).toBe(first);
    edit("solutions.csv", (text) => text.replace("Research Plan Template", "Research Plan Template v2"));
    const second = (await source.sheet("solutions")).payload;
    expect(second).not.toBe(first);
    expect(second.etag).not.toBe(first.etag);
    expect(second.body).toContain("Research Plan Template v2");
  });

  it("checks the files at most once per interval", async () => {
    const source = new LocalCsvSource(dir, { checkIntervalMs: 60_000, log: quiet });
    const first = (await source.sheet("solutions")).payload;
    edit("solutions.csv", (text) => text.replace("Research Plan Template", "Changed"));
    expect((await source.sheet("solutions")).payload).toBe(first);
  });

  it("keeps serving a deleted file's last good rows, reports it, and recovers when it returns", async () => {
    const source = new LocalCsvSource(dir, { checkIntervalMs: 0, log: quiet });
    const before = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    const original = readFileSync(path.join(dir, "links.csv"), "utf8");
    unlinkSync(path.join(dir, "links.csv"));
    const data = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(data.links).toEqual(before.links);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.errors).toEqual([
      {
        file: "links.csv",
        row: 1,
        field: "(file)",
        reason: `the file is missing; serving its last good rows (${before.links.length})`,
      },
    ]);
    expect(quiet.warn).toHaveBeenCalledWith(expect.stringContaining("links.csv:1: (file): the file is missing"));
    writeFileSync(path.join(dir, "links.csv"), original.replace(/\n[^\n]*\n?$/, "\n"));
    const recovered = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(recovered.errors ?? []).toEqual([]);
    expect(recovered.links.length).toBe(before.links.length - 1);
  });

  it.each([
    ["an unterminated quote", (text: string) => text.replace(/\n([^\n]*)\n/, '\n"$1\n')],
    ["half of the file", (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ["binary garbage", () => "\u0000\u0001\u0002PK\u0003\u0004"],
  ])("keeps serving a file's last good rows when it turns into %s, and reports it", async (_, corrupt) => {
    const source = new LocalCsvSource(dir, { checkIntervalMs: 0, log: quiet });
    const before = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    const original = readFileSync(path.join(dir, "items.csv"), "utf8");
    edit("items.csv", corrupt);
    const data = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(data.items).toEqual(before.items);
    expect(data.errors).toEqual([
      {
        file: "items.csv",
        row: expect.any(Number),
        field: "(file)",
        reason: expect.stringMatching(/^the file does not parse whole: .*; serving its last good rows \(\d+\)$/),
      },
    ]);
    expect(quiet.warn).toHaveBeenCalledWith(expect.stringContaining("items.csv:"));
    writeFileSync(path.join(dir, "items.csv"), original);
    const recovered = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(recovered.errors).toBeUndefined();
    expect(recovered.items).toEqual(before.items);
  });

  it.each([
    ["emptied to 0 bytes", () => "", ["the file is empty: it needs a header row"]],
    ["cut to its header row", (text: string) => `${text.split("\n")[0]}\n`, []],
  ])("keeps serving a file's last good rows when it is %s, and reports it", async (_, cut, parseProblems) => {
    const source = new LocalCsvSource(dir, { checkIntervalMs: 0, log: quiet });
    const before = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    edit("items.csv", cut);
    const data = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(data.items).toEqual(before.items);
    const reasons = (data.errors ?? []).map((problem) => problem.reason);
    expect(reasons.slice(0, -1)).toEqual(parseProblems);
    expect(reasons.at(-1)).toBe(
      `it has no usable rows where the last good copy had ${before.items.length} rows; ` +
        `serving its last good rows (${before.items.length}); if you removed those rows on purpose, set CONTENT_ACCEPT_SHRINK=1 for one server start`,
    );
  });

  it("keeps serving a file's last good rows when it is cut at a line end to fewer than half its rows", async () => {
    const source = new LocalCsvSource(dir, { checkIntervalMs: 0, log: quiet });
    const before = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    edit("items.csv", (text) => `${text.split("\n").slice(0, 8).join("\n")}\n`);
    const data = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(data.items).toEqual(before.items);
    expect(data.errors?.at(-1)?.reason).toMatch(
      new RegExp(`^it has 7 rows where the last good copy had ${before.items.length} rows: it looks cut off; serving`),
    );
    // A real edit (one row removed) is served at once.
    edit("items.csv", () =>
      readFileSync(path.join(DEFAULT_CONTENT_DIR, "items.csv"), "utf8").replace(/\n[^\n]*\n?$/, "\n"),
    );
    const edited = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(edited.items).toHaveLength(before.items.length - 1);
    expect(edited.errors).toBeUndefined();
  });

  it("serves an emptied file as it is when the owner accepts the shrink (CONTENT_ACCEPT_SHRINK)", async () => {
    const source = new LocalCsvSource(dir, { checkIntervalMs: 0, log: quiet, acceptShrink: true });
    await source.sheet("inspirations");
    edit("items.csv", (text) => `${text.split("\n")[0]}\n`);
    const data = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(data.items).toEqual([]);
  });

  it("serves the published build's copy of a file that is broken when the server starts", async () => {
    const built = mkdtempSync(path.join(tmpdir(), "built-content-"));
    try {
      cpSync(path.join(dir, "items.csv"), path.join(built, "items.csv"));
      writeFileSync(
        path.join(built, BUILT_CONTENT_RECORD),
        builtContentRecordText({ source: csvSourceId(dir), rows: { "items.csv": 27 } }),
      );
      const expected = (await new LocalCsvSource(dir, { log: quiet }).sheet("inspirations")).payload
        .data as InspirationsResponse;
      edit("items.csv", (text) => text.replace(/\n([^\n]*)\n/, '\n"$1\n'));
      const source = new LocalCsvSource(dir, { log: quiet, builtContentDir: built });
      const data = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
      expect(data.items).toEqual(expected.items);
      expect(data.errors?.[0]?.reason).toMatch(
        /^the file does not parse whole: .*; serving its last good rows \(\d+\)$/,
      );
      // A build made from another folder is not this folder's last good copy.
      const other = new LocalCsvSource(dir, { log: quiet, builtContentDir: built, checkIntervalMs: 0 });
      writeFileSync(
        path.join(built, BUILT_CONTENT_RECORD),
        builtContentRecordText({ source: csvSourceId(tmpdir()), rows: {} }),
      );
      expect(((await other.sheet("inspirations")).payload.data as InspirationsResponse).items.length).toBeGreaterThan(
        0,
      );
      const stranger = new LocalCsvSource(dir, { log: quiet, builtContentDir: built });
      expect(((await stranger.sheet("inspirations")).payload.data as InspirationsResponse).items).toEqual([]);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });

  it("has nothing to keep when a file is missing from the start", async () => {
    unlinkSync(path.join(dir, "links.csv"));
    const source = new LocalCsvSource(dir, { checkIntervalMs: 0, log: quiet });
    const data = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(data.links).toEqual([]);
    expect(data.errors).toEqual([
      { file: "links.csv", row: 1, field: "(file)", reason: "the file is missing; no earlier rows to serve" },
    ]);
  });

  it("serves the good rows of a broken file, lists the bad ones in errors and in the log", async () => {
    edit(
      "items.csv",
      (text) =>
        `${text}bad slug,Broken,,,,TRUE,coffee-gear,,,,,,,,\nkettle-2,Kettle two,,,,maybe,coffee-gear,,,,,,,abc,\n`,
    );
    const source = new LocalCsvSource(dir, { log: quiet });
    const data = (await source.sheet("inspirations")).payload.data as InspirationsResponse;
    expect(data.items.some((item) => item.slug === "ergonomic-laptop-stand")).toBe(true);
    expect(data.errors?.map((p) => `${p.file}:${p.row}: ${p.field}`)).toEqual([
      "items.csv:29: slug",
      "items.csv:30: publish",
      "items.csv:30: priority",
    ]);
    expect(quiet.warn).toHaveBeenCalledOnce();
  });

  it("survives garbage, a directory in place of a file, and recovers when the file is fixed", async () => {
    const source = new LocalCsvSource(dir, { checkIntervalMs: 0, log: quiet });
    writeFileSync(path.join(dir, "experiences.csv"), '\u0000\u0001garbage,"unclosed\n');
    rmSync(path.join(dir, "solutions.csv"));
    mkdirSync(path.join(dir, "solutions.csv"));
    const experiences = (await source.sheet("experiences")).payload.data;
    expect(experiences.items).toEqual([]);
    expect(experiences.errors?.length).toBeGreaterThan(0);
    expect((await source.sheet("solutions")).payload.data.errors?.[0]?.reason).toMatch(/cannot be read|not a file/);
    cpSync(path.join(DEFAULT_CONTENT_DIR, "experiences.csv"), path.join(dir, "experiences.csv"));
    expect((await source.sheet("experiences")).payload.data.items.length).toBeGreaterThan(0);
  });

  it("serves the case studies keyed by slug (SPEC §7 call 2)", async () => {
    const source = new LocalCsvSource(dir, { log: quiet });
    const { data } = (await source.caseStudies()).payload;
    expect(data.success).toBe(true);
    expect(data.error).toBeNull();
    expect(Object.keys(data.data)).toContain("cs-hiring-researchers");
    expect(data.data["cs-hiring-researchers"]?.slug).toBe("cs-hiring-researchers");
  });
});
