import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SEARCH_INDEX_DIR, searchIndexProblem, writeSearchIndex } from "./search-index";

const made: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "search-index-"));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("searchIndexProblem", () => {
  it("names a missing, empty, cut-short or language-less entry file", () => {
    const output = tempDir();
    expect(searchIndexProblem(output)).toBe("pagefind-entry.json is missing");
    const entry = path.join(output, "pagefind-entry.json");
    writeFileSync(entry, "");
    expect(searchIndexProblem(output)).toBe("pagefind-entry.json is not JSON (empty or cut short)");
    writeFileSync(entry, '{"version":"1.5.2","langua');
    expect(searchIndexProblem(output)).toBe("pagefind-entry.json is not JSON (empty or cut short)");
    writeFileSync(entry, '{"version":"1.5.2","languages":{}}');
    expect(searchIndexProblem(output)).toBe("pagefind-entry.json names no language");
  });

  it("accepts an entry file that names a language", () => {
    const output = tempDir();
    writeFileSync(
      path.join(output, "pagefind-entry.json"),
      '{"version":"1.5.2","languages":{"en":{"hash":"en_1","page_count":1}}}',
    );
    expect(searchIndexProblem(output)).toBeUndefined();
  });
});

describe("writeSearchIndex", () => {
  it("indexes the readable pages, not the showcase, and leaves a whole entry file", async () => {
    const client = tempDir();
    const page = (words: string) =>
      `<!doctype html><html lang="en"><head><title>t</title></head><body><main data-pagefind-body><h1>${words}</h1></main></body></html>`;
    writeFileSync(path.join(client, "index.html"), page("Matcha whisk"));
    mkdirSync(path.join(client, "components"));
    writeFileSync(path.join(client, "components", "index.html"), page("Buttons"));
    expect(await writeSearchIndex(client)).toBe(1);
    const output = path.join(client, SEARCH_INDEX_DIR);
    expect(searchIndexProblem(output)).toBeUndefined();
    const entry = JSON.parse(readFileSync(path.join(output, "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages.en?.page_count).toBe(1);
  }, 30_000);
});
