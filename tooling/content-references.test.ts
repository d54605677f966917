import { describe, expect, it } from "vitest";
import { assetReferences, type ContentSet, crossReferenceProblems, type Located } from "./content-references";
import { experience, guide, item, link, storeItem } from "../tests/helpers/test-rows";

function located<Row>(file: string, rows: Row[]): Located<Row> {
  return { file, rows, rowNumbers: rows.map((_, index) => index + 2) };
}

function content(over: Partial<ContentSet> = {}): ContentSet {
  return {
    guides: located("guides.csv", [
      guide({ category_slug: "coffee", manual_order_titles: ["kettle", "Nothing Here"] }),
    ]),
    items: located("items.csv", [
      item({ slug: "kettle", category_slug: "coffee" }),
      item({ slug: "orphan", category_slug: "tea" }),
    ]),
    links: located("links.csv", [
      link({ item_slug: "kettle", category_slug: "coffee" }),
      link({ item_slug: "ghost" }),
      link({ item_slug: "kettle", category_slug: "tea" }),
    ]),
    experiences: located("experiences.csv", [
      experience({ description_md: "Hi <<case:cs-known>> <<case:cs-typo>> <<image:/assets/x.svg>>" }),
    ]),
    solutions: located("solutions.csv", [storeItem({ "Thumbnail: File Name": "plan.svg" }), storeItem()]),
    caseStudies: located("case-studies.csv", []),
    builtInCaseStudySlugs: ["cs-known"],
    ...over,
  };
}

describe("content cross-references (npm run content:check)", () => {
  it("reports items without a guide, links without an item or with another category, unknown manual order entries and case tokens", () => {
    expect(crossReferenceProblems(content()).map((p) => `${p.file}:${p.row}: ${p.field}: ${p.reason}`)).toEqual([
      'items.csv:3: category_slug: no guide has category_slug "tea"',
      'links.csv:3: item_slug: no item has slug "ghost"',
      'links.csv:4: category_slug: "tea" differs from its item\'s "coffee"',
      'guides.csv:2: manual_order_titles: "Nothing Here" names no item of this guide',
      "experiences.csv:2: description_md: <<case:cs-typo>> names no case study",
    ]);
  });

  it("lists the site paths shown as images, for checking that the files exist", () => {
    expect(assetReferences(content()).map((r) => `${r.file}:${r.row}: ${r.field}: ${r.path}`)).toEqual([
      "guides.csv:2: thumbnail: /assets/category-icons/coffee.svg",
      "experiences.csv:2: description_md: /assets/x.svg",
      "solutions.csv:2: Thumbnail: File Name: /assets/solutions/plan.svg",
    ]);
  });
});
