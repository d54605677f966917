import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Papa from "papaparse";
import { afterEach } from "vitest";
import { cssPayloads } from "../tests/fixtures/xss-payloads";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../model/content/content-problem";
import { BUILT_CONTENT_RECORD, builtContentRecordText, csvSourceId } from "../server/content/built-content";
import { checkContent } from "./content-check";

const root = path.resolve(import.meta.dirname, "..");
const fixture = path.join(root, "tests/fixtures/content/with-problems");
const relativeFixture = path.relative(process.cwd(), fixture);

describe("npm run content:check (every problem as file:row: field: reason, exit 1 on any)", () => {
  it("finds no problem in the sample content, its static lists and images", () => {
    const result = checkContent();
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.files).toBe(6);
    expect(result.rows).toBeGreaterThan(90);
  });

  it("lists every problem of a broken content folder, good rows notwithstanding", () => {
    const lines = checkContent(fixture).problems.map(formatProblem);
    const at = (file: string) => `${relativeFixture}/${file}`;
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${at("guides.csv")}:1: notes: unknown column, ignored`)),
      expect.stringMatching(new RegExp(`^${at("guides.csv")}:1: \\(header\\): missing columns intro, topic_key, `)),
      `${at("guides.csv")}:3: publish: must be TRUE or FALSE, got "perhaps"; row skipped`,
      expect.stringMatching(new RegExp(`^${at("items.csv")}:1: \\(header\\): missing columns description, `)),
      `${at("items.csv")}:3: priority: must be a number, got "abc"; used the default instead`,
      `${at("items.csv")}:4: slug: duplicate of row 2 ("kettle"); row skipped`,
      expect.stringMatching(new RegExp(`^${at("links.csv")}:1: \\(header\\): missing columns label, `)),
      `${at("links.csv")}:4: url: must be an http(s) address, got "javascript:alert(1)"; row skipped`,
      `${at("experiences.csv")}:1: role: required column is missing; no row can be read`,
      expect.stringMatching(new RegExp(`^${at("experiences.csv")}:1: \\(header\\): missing columns thumbnail, `)),
      `${at("experiences.csv")}:1: (file): it has no usable rows; the running site keeps its last good rows and a build stops here`,
      `${at("solutions.csv")}:3: Price (USD): must be a number, got "free"; row skipped`,
      `${at("solutions.csv")}:4: (row): has 9 cells but the header has 8 columns (an unquoted comma?); row skipped`,
      `${at("case-studies.csv")}:1: (file): the file is missing`,
      `${at("items.csv")}:5: category_slug: no guide has category_slug "matcha"`,
      `${at("links.csv")}:3: item_slug: no item has slug "ghost"`,
      `${at("items.csv")}:3: image_cover_url: /assets/inspirations/no-such-image.svg does not exist in public/`,
    ]);
  });

  it("says when a file has lost more than half of the published build's rows (the build would stop)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-check-"));
    try {
      const content = path.join(dir, "content");
      cpSync(path.join(root, "content"), content, { recursive: true });
      const published = path.join(dir, "published");
      mkdirSync(published);
      writeFileSync(
        path.join(published, BUILT_CONTENT_RECORD),
        builtContentRecordText({ source: csvSourceId(content), rows: { "items.csv": 27 } }),
      );
      const items = path.join(content, "items.csv");
      writeFileSync(items, `${readFileSync(items, "utf8").split("\n").slice(0, 8).join("\n")}\n`);
      const lines = checkContent(content, path.join(root, "public"), published).problems.map(formatProblem);
      expect(lines).toContainEqual(
        expect.stringMatching(
          /items\.csv:1: \(file\): it has 7 rows where the last good copy had 27 rows: it looks cut off; the running site keeps/,
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prints the problems and exits 1 from the command line; exits 0 on good content", () => {
    const tsx = path.join(root, "node_modules/.bin/tsx");
    const bad = spawnSync(tsx, ["scripts/content-check.ts", fixture], { cwd: root, encoding: "utf8" });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(
      'tests/fixtures/content/with-problems/items.csv:4: slug: duplicate of row 2 ("kettle"); row skipped',
    );
    expect(bad.stderr).toContain("17 content problems");
    const good = spawnSync(tsx, ["scripts/content-check.ts"], { cwd: root, encoding: "utf8" });
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/^Content OK: \d+ rows in 6 CSV files/);
  }, 30_000);

  describe("hostile values in a copy of the sample content", () => {
    const dirs: string[] = [];
    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    /** content/ copied, with `edit` applied to the rows of `file` (row i is spreadsheet row i + 2). */
    function contentWith(file: string, edit: (rows: Record<string, string>[]) => void): string {
      const dir = mkdtempSync(path.join(tmpdir(), "content-check-"));
      dirs.push(dir);
      cpSync(path.join(root, "content"), dir, { recursive: true });
      const parsed = Papa.parse<Record<string, string>>(
        readFileSync(path.join(dir, file), "utf8").replace(/^\uFEFF/, ""),
        {
          header: true,
          skipEmptyLines: true,
        },
      );
      edit(parsed.data);
      writeFileSync(path.join(dir, file), Papa.unparse(parsed.data, { columns: parsed.meta.fields }));
      return dir;
    }

    it("names a guide whose icon address or colours would leave their CSS, and keeps the guide", () => {
      const [url, colour] = [cssPayloads.urls[1], cssPayloads.colours[0]];
      const dir = contentWith("guides.csv", (rows) => {
        Object.assign(rows[0] ?? {}, { icon_url: url, icon_fg_hsl: colour, icon_bg_hsl: "hsl(undefined)" });
      });
      const result = checkContent(dir);
      const lines = result.problems.map(formatProblem).map((line) => line.replace(dir, "content"));
      expect(lines).toEqual([
        expect.stringMatching(
          /guides\.csv:2: icon_url: must be a site path .* or an https address, .*; used the default instead$/,
        ),
        expect.stringMatching(/guides\.csv:2: icon_fg_hsl: must be an HSL colour .*; used the default instead$/),
        expect.stringMatching(/guides\.csv:2: icon_bg_hsl: must be an HSL colour .*; used the default instead$/),
      ]);
      expect(result.rows).toBe(checkContent().rows);
    });

    it("names a file that does not parse whole in one line, not row by row", () => {
      const dir = contentWith("items.csv", (rows) => {
        Object.assign(rows[0] ?? {}, { title: "Kettle" });
      });
      const file = path.join(dir, "items.csv");
      writeFileSync(file, readFileSync(file, "utf8").replace("Kettle", '"Kettle'));
      const lines = checkContent(dir).problems.map(formatProblem);
      expect(lines).toEqual([
        expect.stringMatching(
          /items\.csv:2: \(file\): the file does not parse whole: CSV syntax: .*; none of its rows are used$/,
        ),
      ]);
    });

    it("names a row whose text is over its limit, and keeps the row", () => {
      const dir = contentWith("items.csv", (rows) => {
        Object.assign(rows[1] ?? {}, { title: "W".repeat(100_000) });
      });
      const result = checkContent(dir);
      expect(result.problems.map(formatProblem)).toEqual([
        expect.stringMatching(
          /items\.csv:3: title: is 100000 characters long, more than the limit of 200; cut to 200$/,
        ),
      ]);
      expect(result.rows).toBe(checkContent().rows);
    });
  });
});
