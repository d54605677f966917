import { describe, expect, it } from "vitest";
import { caseStudiesTab, experiencesTab, guidesTab, itemsTab, linksTab, solutionsTab } from "./sheet-tabs";
import { validateRows } from "./validate-rows";

const item = (over: Record<string, unknown>) => ({
  slug: "kettle",
  title: "Kettle",
  category_slug: "coffee-gear",
  ...over,
});

describe("validateRows (every row validated, a bad row skipped and reported, the good rows served)", () => {
  it("keeps good rows and reports a bad one with file, row, field and reason", () => {
    const { rows, problems } = validateRows(
      itemsTab,
      [item({}), item({ slug: "Bad Slug" }), item({ slug: "grinder", title: "" })],
      {
        file: "items.csv",
      },
    );
    expect(rows.map((row) => row.slug)).toEqual(["kettle"]);
    expect(problems).toEqual([
      {
        file: "items.csv",
        row: 3,
        field: "slug",
        reason: expect.stringMatching(/^must be lowercase letters.*row skipped$/),
      },
      { file: "items.csv", row: 4, field: "title", reason: "is required; row skipped" },
    ]);
  });

  it("keeps a row whose priority is 'abc' with priority 999 and reports it (SPEC §9 default priority)", () => {
    const { rows, problems } = validateRows(itemsTab, [item({ priority: "abc" })], { file: "items.csv" });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.priority).toBe(999);
    expect(problems).toEqual([
      { file: "items.csv", row: 2, field: "priority", reason: 'must be a number, got "abc"; used the default instead' },
    ]);
  });

  it("still skips a row with a soft problem when another field is bad", () => {
    const { rows, problems } = validateRows(itemsTab, [item({ priority: "abc", category_slug: "" })], {
      file: "items.csv",
    });
    expect(rows).toEqual([]);
    expect(problems.map((p) => `${p.field}: ${p.reason}`)).toEqual([
      "category_slug: is required; row skipped",
      'priority: must be a number, got "abc"; row skipped',
    ]);
  });

  it("keeps a guide with more sections than the limit, cut to the first 50, and reports it", () => {
    const sections = Array.from({ length: 51 }, (_, index) => ({
      key: `s${index}`,
      title: `Section ${index}`,
      body_md: "x",
    }));
    const { rows, problems } = validateRows(
      guidesTab,
      [{ category_slug: "tea", title: "Tea", sections: JSON.stringify(sections) }],
      { file: "guides.csv" },
    );
    expect(rows.map((row) => row.sections.length)).toEqual([50]);
    expect(rows[0]?.sections.at(-1)?.key).toBe("s49");
    expect(problems).toEqual([
      {
        file: "guides.csv",
        row: 2,
        field: "sections",
        reason: "is longer than its limits: cut to the first 50 entries",
      },
    ]);
  });

  it("keeps the first of a duplicated slug and reports the repeat (a duplicated slug)", () => {
    const { rows, problems } = validateRows(itemsTab, [item({ title: "First" }), item({ title: "Second" })], {
      file: "items.csv",
    });
    expect(rows.map((row) => row.title)).toEqual(["First"]);
    expect(problems).toEqual([
      { file: "items.csv", row: 3, field: "slug", reason: 'duplicate of row 2 ("kettle"); row skipped' },
    ]);
  });

  it("skips blank rows silently and uses the given spreadsheet row numbers", () => {
    const { rows, problems } = validateRows(
      caseStudiesTab,
      [
        { slug: "", title: " " },
        { slug: "cs-x", title: "X", url: "nope" },
      ],
      {
        file: "case-studies.csv",
        rowNumbers: [5, 9],
      },
    );
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { file: "case-studies.csv", row: 9, field: "url", reason: 'must be an http(s) address, got "nope"; row skipped' },
    ]);
  });

  it("counts an unknown store_type as Other without a problem (SPEC §3)", () => {
    const { rows, problems } = validateRows(linksTab, [
      { item_slug: "kettle", store: "Podcast", store_type: "Podcast", url: "https://x.example" },
      { item_slug: "kettle", store: "Shop", store_type: "marketplace", url: "https://y.example" },
    ]);
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.store_type)).toEqual(["Other", "Marketplace"]);
  });

  it("reads the store tab's own column names and keeps an item with a bad Order", () => {
    const { rows, problems } = validateRows(solutionsTab, [
      { "Item Name": "Plan", "Price (USD)": "$19", "Store URL": "https://shop.example/plan", Order: "first" },
      { "Item Name": "Deck", "Price (USD)": "-3", "Store URL": "https://shop.example/deck" },
    ]);
    expect(rows).toEqual([
      {
        "Item Name": "Plan",
        "Intro (Short)": undefined,
        "Price (USD)": 19,
        Type: undefined,
        Topic: undefined,
        "Thumbnail: File Name": undefined,
        "Store URL": "https://shop.example/plan",
        Order: 999,
      },
    ]);
    expect(problems.map((p) => `${p.row}:${p.field}`)).toEqual(["2:Order", "3:Price (USD)"]);
  });

  it("reads a row that has only the required columns (every other cell counts as empty)", () => {
    const minimal = [
      [guidesTab, { category_slug: "g", title: "G" }],
      [itemsTab, { slug: "i", title: "I", category_slug: "g" }],
      [linksTab, { item_slug: "i", store: "S", url: "https://s.example" }],
      [experiencesTab, { period: "2020", role: "R", organisation: "O" }],
      [solutionsTab, { "Item Name": "N", "Price (USD)": "0", "Store URL": "https://s.example" }],
      [caseStudiesTab, { slug: "cs-a", title: "A", url: "https://s.example" }],
    ] as const;
    for (const [tab, row] of minimal) {
      const result = validateRows(tab as typeof guidesTab, [row]);
      expect(result.problems).toEqual([]);
      expect(result.rows).toHaveLength(1);
    }
  });

  it("gives the same rows when parsing its own output again (the API's JSON is valid input)", () => {
    const raw = [
      {
        period: "2020 – 2022",
        role: "Researcher",
        organisation: "Acme",
        badges: "Startup, 🏆 Award",
        publish: "TRUE",
        priority: "",
        description_md: "Hello",
      },
    ];
    const once = validateRows(experiencesTab, raw).rows;
    const twice = validateRows(experiencesTab, JSON.parse(JSON.stringify(once))).rows;
    expect(twice).toEqual(once);
    expect(once[0]).toMatchObject({ badges: ["Startup", "🏆 Award"], publish: true, priority: 999 });
  });
});
