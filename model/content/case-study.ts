import { sheetTab } from "./sheet-tab.ts";
import { z } from "./zod";
import { optionalImage, requiredHttpUrl, requiredSlug, requiredText, sheetList } from "./sheet-cells.ts";

/** A case study (SPEC §3): a card that opens its url in a new tab. */
export const CaseStudySchema = z.object({
  slug: requiredSlug(),
  title: requiredText(),
  thumbnail: optionalImage(),
  url: requiredHttpUrl(),
  tags: sheetList(),
});
export type CaseStudy = z.infer<typeof CaseStudySchema>;

/** The case studies tab of the owner's sheet (case-studies.csv). */
export const caseStudiesTab = sheetTab<CaseStudy>("case-studies", CaseStudySchema, {
  required: ["slug", "title", "url"],
  unique: "slug",
});
