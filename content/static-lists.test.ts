import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CaseStudySchema } from "../model/content/case-study";
import { parseDescriptionMarkup } from "../model/ui/description-markup";
import { ExperienceSchema } from "../model/content/experience";
import { publishedExperiences } from "../model/content/experience-list";
import { TalkSchema } from "../model/content/talk";
import { ValueSchema } from "../model/content/value";
import { builtInCaseStudies } from "./built-in-case-studies";
import { experienceHistory } from "./experience-history";
import { talks } from "./talks";
import { values } from "./values";

// The owner edits these lists: each entry is checked against its schema and the site's rules,
// never against a count or a copy of the list, so adding or changing a valid entry passes.

const publicDir = path.resolve(import.meta.dirname, "../public");

/** An image path names a file the site serves from public/. */
function served(image: string | undefined): boolean {
  return image === undefined || existsSync(path.join(publicDir, decodeURIComponent(image)));
}

function duplicates(keys: readonly string[]): string[] {
  return keys.filter((key, index) => keys.indexOf(key) !== index);
}

describe("talks (SPEC §3 Talk / insight)", () => {
  it.each(talks.map((talk) => [talk.id, talk] as const))(
    "%s is a valid talk with its image in public/",
    (_id, talk) => {
      expect(TalkSchema.parse(talk)).toEqual(talk);
      expect(served(talk.image), talk.image).toBe(true);
    },
  );

  it("has an id for each talk of its own (the card's key)", () => {
    expect(duplicates(talks.map((talk) => talk.id))).toEqual([]);
  });
});

describe("values (SPEC §3 Values & Philosophy)", () => {
  it.each(values.map((value) => [value.title, value] as const))(
    "%s is a valid value with its image in public/",
    (_title, value) => {
      expect(ValueSchema.parse(value)).toEqual(value);
      expect(served(value.image), value.image).toBe(true);
    },
  );
});

describe("the fallback job history (SPEC §3, §4: shown when the sheet has no published rows)", () => {
  it.each(experienceHistory.map((job) => [job.role, job] as const))(
    "%s is a valid job with its logo in public/",
    (_role, job) => {
      expect(ExperienceSchema.parse(job)).toEqual(job);
      expect(served(job.thumbnail), job.thumbnail).toBe(true);
    },
  );

  it("shows at least one job when it stands in", () => {
    expect(publishedExperiences(experienceHistory).length).toBeGreaterThan(0);
  });

  it("names only built-in case studies in its <<case:…>> tokens, as it stands in when the remote ones fail too", () => {
    const slugs = new Set(builtInCaseStudies.map((study) => study.slug));
    const named = experienceHistory.flatMap((job) =>
      parseDescriptionMarkup(job.description_md ?? "").flatMap((part) => (part.kind === "case" ? [part.slug] : [])),
    );
    expect(named.filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});

describe("built-in case studies (SPEC §3 Case study, §4)", () => {
  it.each(builtInCaseStudies.map((study) => [study.slug, study] as const))(
    "%s is a valid case study with its thumbnail in public/",
    (_slug, study) => {
      expect(CaseStudySchema.parse(study)).toEqual(study);
      expect(served(study.thumbnail), study.thumbnail).toBe(true);
    },
  );

  it("has a slug for each case study of its own (a remote entry with the same slug replaces it)", () => {
    expect(duplicates(builtInCaseStudies.map((study) => study.slug))).toEqual([]);
  });
});
