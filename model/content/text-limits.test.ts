import { describe, expect, it } from "vitest";
import { guidesTab, itemsTab, linksTab } from "./sheet-tabs";
import { TEXT_LIMITS, cutText } from "./text-limits";
import { validateRows } from "./validate-rows";

const item = (over: Record<string, unknown>) => ({
  slug: "kettle",
  title: "Kettle",
  category_slug: "coffee-gear",
  ...over,
});

describe("text limits: over-long text is cut and reported, the row stays", () => {
  it("cuts an item title of 100 000 characters to 200 and names the row", () => {
    const { rows, problems } = validateRows(itemsTab, [item({ title: "W".repeat(100_000) })], { file: "items.csv" });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toHaveLength(TEXT_LIMITS.title);
    expect(rows[0]?.title.endsWith("…")).toBe(true);
    expect(problems).toEqual([
      {
        file: "items.csv",
        row: 2,
        field: "title",
        reason: "is 100000 characters long, more than the limit of 200; cut to 200",
      },
    ]);
  });

  it("gives each kind of text its own limit: a note may be long, a title may not", () => {
    const note = "A long note. ".repeat(1000);
    const { rows, problems } = validateRows(itemsTab, [item({ short_note: note, description: "d".repeat(2500) })]);
    expect(rows[0]?.short_note).toBe(note.trim());
    expect(rows[0]?.description).toHaveLength(TEXT_LIMITS.text);
    expect(problems.map((p) => p.field)).toEqual(["description"]);
    const huge = validateRows(itemsTab, [item({ short_note: "n".repeat(30_000) })]);
    expect(huge.rows[0]?.short_note).toHaveLength(TEXT_LIMITS.markdown);
  });

  it("keeps the first 50 entries of a list and cuts long ones", () => {
    const tags = Array.from({ length: 60 }, (_, i) => `tag${i}`).join(",");
    const { rows, problems } = validateRows(itemsTab, [item({ tags: `${"t".repeat(300)},${tags}` })]);
    expect(rows[0]?.tags).toHaveLength(TEXT_LIMITS.listEntries);
    expect(rows[0]?.tags[0]).toHaveLength(TEXT_LIMITS.title);
    expect(problems[0]?.reason).toMatch(
      /has 61 entries, more than the limit of 50; kept the first 50; 1 entry is longer/,
    );
  });

  it("cuts over-long guide sections inside the JSON cell", () => {
    const sections = JSON.stringify([{ key: "a", title: "T".repeat(500), body_md: "b".repeat(25_000) }]);
    const { rows, problems } = validateRows(guidesTab, [{ category_slug: "tea", title: "Tea", sections }]);
    expect(rows[0]?.sections[0]?.title).toHaveLength(TEXT_LIMITS.title);
    expect(rows[0]?.sections[0]?.body_md).toHaveLength(TEXT_LIMITS.markdown);
    expect(problems).toEqual([
      expect.objectContaining({
        field: "sections",
        reason: "is longer than its limits: 0.title cut to 200 characters, 0.body_md cut to 20000 characters",
      }),
    ]);
  });

  it("treats an over-long address or slug as invalid, since a cut one would lead elsewhere", () => {
    const link = { item_slug: "kettle", store: "Shop", url: `https://shop.example/${"a".repeat(TEXT_LIMITS.url)}` };
    expect(validateRows(linksTab, [link]).rows).toEqual([]);
    expect(validateRows(itemsTab, [item({ slug: "a".repeat(101) })]).problems[0]?.reason).toMatch(
      /more than the limit of 100 for a slug; row skipped/,
    );
  });

  it("never cuts a surrogate pair in half", () => {
    expect(cutText("ab😀cd", 4)).toBe("ab…");
    expect(cutText("abc", 3)).toBe("abc");
  });
});
