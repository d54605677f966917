import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sheetTabs } from "../../model/content/sheet-tabs";
import { LocalCsvSource } from "../../server/content/local-source";
import { parseRemote } from "../../server/content/remote-sheet-source";
import { DEFAULT_SOURCE_DIR, readTabs, seedScript } from "./make-seed";

type Cell = string | number | boolean | Date;

/** What Google Sheets makes of a value typed into a cell (unless the cell is plain text). */
function typed(value: string): Cell {
  if (/^(TRUE|FALSE)$/i.test(value)) return value.toUpperCase() === "TRUE";
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) return new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
  return value;
}

class FakeSheet {
  cells: Cell[][] = [];
  plainText = false;
  frozenRows = 0;
  constructor(readonly name: string) {}
  getDataRange() {
    const width = Math.max(0, ...this.cells.map((row) => row.length));
    return { getValues: () => this.cells.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? "")) };
  }
  getLastRow() {
    return this.cells.length;
  }
  getRange(row: number, column: number, rows: number, columns: number) {
    const range = {
      setNumberFormat: (format: string) => {
        this.plainText = format === "@";
        return range;
      },
      setFontWeight: () => range,
      setValues: (values: string[][]) => {
        expect(values).toHaveLength(rows);
        values.forEach((line, r) => {
          expect(line).toHaveLength(columns);
          const target = (this.cells[row - 1 + r] ??= []);
          line.forEach((value, c) => (target[column - 1 + c] = this.plainText ? value : typed(value)));
        });
        return range;
      },
    };
    return range;
  }
  setFrozenRows(rows: number) {
    this.frozenRows = rows;
  }
  clear() {
    this.cells = [];
  }
}

class FakeSpreadsheet {
  sheets = new Map<string, FakeSheet>();
  getSheetByName(name: string) {
    return this.sheets.get(name) ?? null;
  }
  insertSheet(name: string) {
    const sheet = new FakeSheet(name);
    this.sheets.set(name, sheet);
    return sheet;
  }
}

type Script = {
  doGet: (e: unknown) => { getContent: () => string; mimeType: string };
  onEdit: () => void;
  setUpTabs: () => void;
  seedSampleContent?: () => void;
  TABS: Record<string, string[]>;
};

let spreadsheet: FakeSpreadsheet;
let cache: Map<string, string>;

/** Code.gs (plus extra sources) run with fakes of the Apps Script services. */
function load(...extra: string[]): Script {
  const code = [readFileSync(path.join(import.meta.dirname, "Code.gs"), "utf8"), ...extra].join("\n");
  const services = {
    SpreadsheetApp: { getActiveSpreadsheet: () => spreadsheet },
    ContentService: {
      MimeType: { JSON: "application/json" },
      createTextOutput: (text: string) => {
        const output = {
          mimeType: "text/plain",
          getContent: () => text,
          setMimeType: (type: string) => ((output.mimeType = type), output),
        };
        return output;
      },
    },
    Utilities: { formatDate: (date: Date, _zone: string, _format: string) => date.toISOString().slice(0, 10) },
    Session: { getScriptTimeZone: () => "Asia/Jakarta" },
    CacheService: {
      getScriptCache: () => ({
        get: (key: string) => cache.get(key) ?? null,
        put: (key: string, value: string) => void cache.set(key, value),
        removeAll: (keys: string[]) => keys.forEach((key) => cache.delete(key)),
      }),
    },
  };
  const names = Object.keys(services);
  const exported =
    "return { doGet, onEdit, setUpTabs, TABS, seedSampleContent: typeof seedSampleContent === 'function' ? seedSampleContent : undefined };";
  // Apps Script files share one global scope; a Function body gives the same to Code.gs and Seed.gs here.
  return new Function(...names, `${code}\n${exported}`)(...Object.values(services)) as Script;
}

function get(script: Script, api: string): unknown {
  const output = script.doGet({ parameter: { api } });
  expect(output.mimeType).toBe("application/json");
  return JSON.parse(output.getContent());
}

/** A spreadsheet filled with the sample CSV files as an owner would type them (numbers, booleans, dates). */
function typedSampleSpreadsheet(): FakeSpreadsheet {
  const sheet = new FakeSpreadsheet();
  for (const [name, rows] of Object.entries(readTabs(DEFAULT_SOURCE_DIR))) {
    sheet.insertSheet(name).cells = rows.map((row, r) => row.map((cell) => (r === 0 ? cell : typed(cell))));
  }
  return sheet;
}

const local = new LocalCsvSource(DEFAULT_SOURCE_DIR, { log: { warn: vi.fn(), info: vi.fn() } });

async function expectSameAsLocal(script: Script) {
  for (const api of ["inspirations", "experiences", "solutions"] as const) {
    const expected = (await local.sheet(api)).payload.data;
    expect(parseRemote(api, get(script, api)).data).toEqual(expected);
  }
  expect(parseRemote("case-studies", get(script, "case-studies")).data).toEqual(
    (await local.caseStudies()).payload.data,
  );
}

beforeEach(() => {
  spreadsheet = new FakeSpreadsheet();
  cache = new Map();
});

describe("Code.gs, the Apps Script web app (issue 4: serves exactly the API's shapes from a sheet)", () => {
  it("lists the same tabs and columns as the site's schemas", () => {
    const { TABS } = load();
    expect(TABS).toEqual(Object.fromEntries(sheetTabs.map((tab) => [tab.name, [...tab.columns]])));
  });

  it("serves the sample content, typed in by hand, exactly as the local CSV source does", async () => {
    spreadsheet = typedSampleSpreadsheet();
    await expectSameAsLocal(load());
  });

  it("serves the sample content seeded by make-seed.ts (plain text cells) exactly as the local CSV source does", async () => {
    const script = load(seedScript(readTabs(DEFAULT_SOURCE_DIR)));
    script.seedSampleContent?.();
    expect([...spreadsheet.sheets.keys()].sort()).toEqual(sheetTabs.map((tab) => tab.name).sort());
    expect(spreadsheet.getSheetByName("items")?.frozenRows).toBe(1);
    await expectSameAsLocal(script);
  });

  it("answers the inspirations shape and leaves out empty rows; a missing tab is an empty list", () => {
    spreadsheet.insertSheet("guides").cells = [
      ["category_slug", "title", "last_updated", ""],
      ["coffee-gear", " Coffee ", new Date(Date.UTC(2025, 2, 14)), "ignored"],
      ["", "", "", ""],
    ];
    expect(get(load(), "inspirations")).toEqual({
      guides: [{ category_slug: "coffee-gear", title: "Coffee", last_updated: "2025-03-14" }],
      items: [],
      links: [],
    });
  });

  it.each(["", "users", "constructor", "__proto__", "toString"])("answers api=%j with a JSON error", (api) => {
    expect(get(load(), api)).toEqual({
      error: expect.stringMatching(/^unknown api .*: use inspirations, experiences, solutions, case-studies$/),
    });
  });

  it("answers from its cache until the sheet is edited", () => {
    spreadsheet.insertSheet("solutions").cells = [["Item Name"], ["Plan"]];
    const script = load();
    expect(get(script, "solutions")).toEqual({ items: [{ "Item Name": "Plan" }] });
    spreadsheet.getSheetByName("solutions")!.cells[1] = ["Deck"];
    expect(get(script, "solutions")).toEqual({ items: [{ "Item Name": "Plan" }] });
    script.onEdit();
    expect(get(script, "solutions")).toEqual({ items: [{ "Item Name": "Deck" }] });
  });

  it("setUpTabs adds the missing tabs with their header rows and leaves existing tabs alone", () => {
    spreadsheet.insertSheet("items").cells = [["slug"], ["kept"]];
    load().setUpTabs();
    expect(spreadsheet.getSheetByName("items")?.cells).toEqual([["slug"], ["kept"]]);
    const solutions = spreadsheet.getSheetByName("solutions");
    expect(solutions?.cells[0]).toEqual(sheetTabs.find((tab) => tab.name === "solutions")?.columns);
    expect(solutions?.frozenRows).toBe(1);
    expect(spreadsheet.sheets.size).toBe(6);
  });
});
