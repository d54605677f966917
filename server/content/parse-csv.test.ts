import { describe, expect, it } from "vitest";
import { caseStudiesTab, guidesTab, itemsTab, solutionsTab } from "../../model/content/sheet-tabs";
import { parseCsvTab } from "./parse-csv";

const ITEMS_HEADER = itemsTab.columns.join(",");

function itemLine(slug: string, extra: Partial<Record<string, string>> = {}): string {
  const values: Record<string, string> = { slug, title: `Title ${slug}`, category_slug: "coffee-gear", ...extra };
  return itemsTab.columns.map((column) => JSON.stringify(values[column] ?? "")).join(",");
}

describe("reading a CSV tab (bad input)", () => {
  it("reads a file with a BOM and CRLF line ends", () => {
    const text = `\uFEFF${ITEMS_HEADER}\r\n${itemLine("kettle")}\r\n${itemLine("grinder")}\r\n`;
    const { rows, problems } = parseCsvTab(itemsTab, text);
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.slug)).toEqual(["kettle", "grinder"]);
  });

  it("reads quoted commas, quotes and line breaks inside cells, counting spreadsheet rows", () => {
    const text = [
      "slug,title,url,tags",
      'cs-a,"Hello, ""world""",https://a.example,"one, two"',
      'cs-b,"Two\nlines",https://b.example,',
      "cs-c,,https://c.example,",
    ].join("\n");
    const { rows, problems } = parseCsvTab(caseStudiesTab, text);
    expect(rows.map((row) => row.title)).toEqual(['Hello, "world"', "Two\nlines"]);
    expect(rows[0]?.tags).toEqual(["one", "two"]);
    // cs-c is the 4th spreadsheet row even though the file has 5 lines before it ends.
    expect(problems.find((p) => p.field === "title")).toEqual({
      file: "case-studies.csv",
      row: 4,
      field: "title",
      reason: "is required; row skipped",
    });
    expect(problems.filter((p) => p.field === "(header)").map((p) => p.reason)).toEqual([
      "missing column thumbnail; their cells count as empty",
    ]);
  });

  it("reports a missing optional column once and still reads every row", () => {
    const columns = caseStudiesTab.columns.filter((c) => c !== "tags");
    const { rows, problems } = parseCsvTab(caseStudiesTab, `${columns.join(",")}\ncs-a,A,/a.svg,https://a.example\n`);
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      {
        file: "case-studies.csv",
        row: 1,
        field: "(header)",
        reason: "missing column tags; their cells count as empty",
      },
    ]);
  });

  it("reads no row when a required column is missing, and says so once", () => {
    const { rows, problems } = parseCsvTab(caseStudiesTab, "slug,title,thumbnail,tags\ncs-a,A,,\ncs-b,B,,\n");
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { file: "case-studies.csv", row: 1, field: "url", reason: "required column is missing; no row can be read" },
    ]);
    expect(parseCsvTab(caseStudiesTab, "slug\ncs-a\n").problems.map((p) => `${p.field}: ${p.reason}`)).toEqual([
      "title: required column is missing; no row can be read",
      "url: required column is missing; no row can be read",
      "(header): missing columns thumbnail, tags; their cells count as empty",
    ]);
  });

  it("ignores an extra column and reports it", () => {
    const { rows, problems } = parseCsvTab(
      caseStudiesTab,
      "slug,title,thumbnail,url,tags,notes\ncs-a,A,,https://a.example,,remember me\n",
    );
    expect(rows).toEqual([{ slug: "cs-a", title: "A", url: "https://a.example", tags: [] }]);
    expect(problems).toEqual([
      { file: "case-studies.csv", row: 1, field: "notes", reason: expect.stringMatching(/^unknown column, ignored/) },
    ]);
  });

  it("skips a row with more cells than the header (an unquoted comma) and keeps the others", () => {
    const { rows, problems } = parseCsvTab(
      caseStudiesTab,
      "slug,title,thumbnail,url,tags\ncs-a,Hello, world,/a.svg,https://a.example,tag\ncs-b,B,,https://b.example,\n",
    );
    expect(rows.map((row) => row.slug)).toEqual(["cs-b"]);
    expect(problems).toEqual([
      {
        file: "case-studies.csv",
        row: 2,
        field: "(row)",
        reason: expect.stringMatching(/^has 6 cells but the header has 5 columns/),
      },
    ]);
  });

  it("reads a row with fewer cells as if the last cells were empty", () => {
    const { rows } = parseCsvTab(caseStudiesTab, "slug,title,url,thumbnail,tags\ncs-a,A,https://a.example\n");
    expect(rows).toEqual([{ slug: "cs-a", title: "A", url: "https://a.example", tags: [] }]);
  });

  it("uses no row of a file with an unclosed quote, and says where the quote opened", () => {
    const text =
      'slug,title,thumbnail,url,tags\ncs-a,A,,https://a.example,\ncs-b,"B,,https://b.example,\ncs-c,C,,https://c.example,\n';
    const { rows, problems, broken } = parseCsvTab(caseStudiesTab, text);
    expect(broken).toBe(true);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      {
        file: "case-studies.csv",
        row: 3,
        field: "(file)",
        reason: expect.stringMatching(
          /^the file does not parse whole: CSV syntax: Quoted field unterminated .*none of its rows are used$/,
        ),
      },
    ]);
  });

  it("uses no row of a file with a stray quote inside a quoted cell", () => {
    const text = 'slug,title,thumbnail,url,tags\ncs-a,"A"x,,https://a.example,\n';
    expect(parseCsvTab(caseStudiesTab, text)).toMatchObject({ broken: true, rows: [] });
  });

  it("uses no row of a file cut off in the middle of a row (half saved)", () => {
    const whole = "slug,title,thumbnail,url,tags\ncs-a,A,,https://a.example,x\ncs-b,B,,https://b.example,y\n";
    const half = whole.slice(0, whole.indexOf("cs-b,B,") + 9);
    const { rows, problems, broken } = parseCsvTab(caseStudiesTab, half);
    expect(broken).toBe(true);
    expect(rows).toEqual([]);
    expect(problems[0]).toMatchObject({
      row: 3,
      reason: expect.stringMatching(/last row has 4 of 5 cells .* looks cut off/),
    });
    // A complete last row without a final line break is a whole file.
    expect(parseCsvTab(caseStudiesTab, whole.trimEnd())).toMatchObject({
      broken: false,
      rows: [{ slug: "cs-a" }, { slug: "cs-b" }],
    });
  });

  it("uses no row of a binary file or one saved as UTF-16", () => {
    const utf16 = Buffer.from("slug,title,url\ncs-a,A,https://a.example\n", "utf16le").toString("utf8");
    expect(parseCsvTab(caseStudiesTab, utf16)).toMatchObject({ broken: true, rows: [] });
    expect(parseCsvTab(caseStudiesTab, utf16).problems[0]?.reason).toMatch(/NUL characters/);
  });

  it("reports an empty file", () => {
    expect(parseCsvTab(guidesTab, "").problems).toEqual([
      { file: "guides.csv", row: 1, field: "(file)", reason: "the file is empty: it needs a header row" },
    ]);
  });

  it("reads the sheet's own store column names", () => {
    const text = `${solutionsTab.columns.map((c) => (c.includes(",") || c.includes(":") ? `"${c}"` : c)).join(",")}\nPlan,Intro,19,Notion,ResearchOps,plan.svg,https://shop.example/plan,2\n`;
    const { rows, problems } = parseCsvTab(solutionsTab, text);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      "Item Name": "Plan",
      "Price (USD)": 19,
      "Thumbnail: File Name": "plan.svg",
      Order: 2,
    });
  });

  it("reads 10,000 rows quickly and reports the one bad row among them", () => {
    const lines = [ITEMS_HEADER];
    for (let i = 0; i < 10_000; i++)
      lines.push(itemLine(`item-${i}`, { priority: i === 5000 ? "abc" : String(i), tags: "a, b" }));
    const started = performance.now();
    const { rows, problems } = parseCsvTab(itemsTab, lines.join("\n"));
    expect(performance.now() - started).toBeLessThan(3000);
    expect(rows).toHaveLength(10_000);
    expect(rows[5000]?.priority).toBe(999);
    expect(problems).toEqual([
      {
        file: "items.csv",
        row: 5002,
        field: "priority",
        reason: 'must be a number, got "abc"; used the default instead',
      },
    ]);
  });

  it("normalises text where it is read: lone surrogates (from JSON escapes too) become U+FFFD, accents NFC", () => {
    const sections = JSON.stringify([{ key: "a", title: "Cafe\u0301", body_md: "x" }]).replace(
      '"x"',
      '"half \\ud83d pair"',
    );
    const text = `category_slug,title,sections\ntea,"Cafe\u0301 \uD800","${sections.replace(/"/g, '""')}"\n`;
    const { rows, problems } = parseCsvTab(guidesTab, text);
    expect(problems.filter((p) => p.field !== "(header)")).toEqual([]);
    expect(rows[0]?.title).toBe("Café \uFFFD");
    expect(rows[0]?.sections).toEqual([{ key: "a", title: "Café", body_md: "half \uFFFD pair" }]);
  });
});
