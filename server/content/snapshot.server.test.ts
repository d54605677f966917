import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readServerEnv } from "../../model/security/env";
import { createContentSource, DEFAULT_CONTENT_DIR } from "./create-source";
import { LocalCsvSource } from "./local-source";
import { NotionCaseStudies } from "./notion-case-studies";
import { RemoteSheetSource } from "./remote-sheet-source";
import { readContentSnapshot } from "./snapshot.server";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true, filter: (source) => !source.endsWith(".ts") });
  writeFileSync(
    path.join(dir, "solutions.csv"),
    `${"Item Name,Price (USD),Store URL"}\nOnly item,5,https://shop.example/only\n`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("readContentSnapshot (pre-rendering reads the same source without HTTP)", () => {
  it("gives the parsed content of the configured folder", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const snapshot = await readContentSnapshot({ CONTENT_DIR: dir });
    expect(snapshot.solutions.items.map((item) => item["Item Name"])).toEqual(["Only item"]);
    expect(snapshot.inspirations.guides.length).toBeGreaterThanOrEqual(5);
    expect(snapshot.experiences.items.length).toBeGreaterThanOrEqual(6);
    expect(snapshot.caseStudies.success).toBe(true);
  });

  it("gives empty lists and an error, not a throw, when the remote sheet is down", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const snapshot = await readContentSnapshot({
      CONTENT_SOURCE: "remote-sheet",
      SHEETS_URL: "http://127.0.0.1:9/exec",
      SHEETS_TIMEOUT_MS: "500",
    });
    expect(snapshot.inspirations).toMatchObject({ guides: [], items: [], links: [] });
    expect(snapshot.inspirations.errors?.[0]?.reason).toMatch(/did not answer/);
    expect(snapshot.caseStudies.success).toBe(false);
  });
});

describe("createContentSource (chosen by environment variables)", () => {
  it("uses the CSV files by default", () => {
    expect(createContentSource(readServerEnv({}))).toBeInstanceOf(LocalCsvSource);
  });

  it("uses the remote sheet when asked", () => {
    const source = createContentSource(
      readServerEnv({ CONTENT_SOURCE: "remote-sheet", SHEETS_URL: "https://script.example/exec" }),
    );
    expect(source).toBeInstanceOf(RemoteSheetSource);
  });

  it("takes case studies from Notion when both Notion variables are set", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ object: "error", status: 401, code: "unauthorized", message: "no" }), {
          status: 401,
        }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const source = createContentSource(
      readServerEnv({ NOTION_TOKEN: "ntn_x", NOTION_DATABASE_ID: "0123456789abcdef0123456789abcdef" }),
      {
        fetch: fetch as unknown as typeof globalThis.fetch,
      },
    );
    expect(source.description).toMatch(/case studies from a Notion database/);
    expect(NotionCaseStudies).toBeDefined();
    const answer = await source.caseStudies();
    expect(fetch).toHaveBeenCalled();
    expect(answer.status).toBe(502);
    expect((await source.sheet("solutions")).status).toBe(200);
  });
});
