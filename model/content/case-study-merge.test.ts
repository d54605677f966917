import { describe, expect, it } from "vitest";
import type { CaseStudy } from "./case-study";
import { mergeCaseStudies } from "./case-study-merge";

const study = (slug: string, title: string): CaseStudy => ({
  slug,
  title,
  url: `https://notes.example/${slug}`,
  tags: [],
});

describe("case-study merge (SPEC §4: remote overrides built-in by slug; failure or empty keeps built-in)", () => {
  const builtIn = [study("cs-a", "Built-in A"), study("cs-b", "Built-in B")];

  it("overrides by slug and adds new slugs", () => {
    const merged = mergeCaseStudies(builtIn, { "cs-b": study("cs-b", "Remote B"), "cs-c": study("cs-c", "Remote C") });
    expect(Object.values(merged).map((s) => s.title)).toEqual(["Built-in A", "Remote B", "Remote C"]);
  });

  it("keeps the built-in set when the remote is missing or empty", () => {
    expect(mergeCaseStudies(builtIn, undefined)).toEqual({ "cs-a": builtIn[0], "cs-b": builtIn[1] });
    expect(mergeCaseStudies(builtIn, {})).toEqual({ "cs-a": builtIn[0], "cs-b": builtIn[1] });
  });

  it("uses the key as the slug of a remote entry", () => {
    expect(mergeCaseStudies([], { "cs-z": study("other", "Z") })["cs-z"]?.slug).toBe("cs-z");
  });

  it("keeps a remote entry keyed __proto__ or constructor as data, not as the object's prototype", () => {
    const remote = JSON.parse('{"__proto__": {"slug": "x", "title": "P", "url": "https://n.example/p", "tags": []}}');
    const merged = mergeCaseStudies(builtIn, { ...remote, constructor: study("constructor", "C") });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(["cs-a", "cs-b", "__proto__", "constructor"]);
  });
});
