import { describe, expect, it } from "vitest";
import { CaseStudySchema } from "../model/content/case-study";
import { ExperienceSchema } from "../model/content/experience";
import { TALK_LANGUAGES, TALK_TOPICS, TalkSchema } from "../model/content/talk";
import { ValueSchema } from "../model/content/value";
import { builtInCaseStudies } from "./built-in-case-studies";
import { experienceHistory } from "./experience-history";
import { talks } from "./talks";
import { values } from "./values";

describe("static lists (SPEC §3)", () => {
  it("has 16 valid talks over both languages and all six topics, with unique ids", () => {
    expect(talks).toHaveLength(16);
    for (const talk of talks) expect(TalkSchema.parse(talk)).toEqual(talk);
    expect(new Set(talks.map((t) => t.language))).toEqual(new Set(TALK_LANGUAGES));
    expect(new Set(talks.flatMap((t) => t.topics))).toEqual(new Set(TALK_TOPICS));
    expect(new Set(talks.map((t) => t.id)).size).toBe(16);
  });

  it("has the four values", () => {
    expect(values).toHaveLength(4);
    for (const value of values) expect(ValueSchema.parse(value)).toEqual(value);
  });

  it("has a six-role fallback job history, all published", () => {
    expect(experienceHistory).toHaveLength(6);
    for (const job of experienceHistory) expect(ExperienceSchema.parse(job)).toEqual(job);
    expect(experienceHistory.every((job) => job.publish === true)).toBe(true);
  });

  it("has the five built-in case studies with the SPEC slugs", () => {
    for (const study of builtInCaseStudies) expect(CaseStudySchema.parse(study)).toEqual(study);
    const slugs = builtInCaseStudies.map((s) => s.slug);
    expect(slugs.slice(0, 4)).toEqual([
      "cs-hiring-researchers",
      "cs-educational-banners",
      "cs-localised-solutions",
      "cs-withdrawal-experience",
    ]);
    expect(slugs[4]).toMatch(/^cs-[a-z]+-membership$/);
    expect(slugs).toHaveLength(5);
  });
});
