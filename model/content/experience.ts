import { sheetTab } from "./sheet-tab.ts";
import { z } from "./zod";
import { DEFAULT_PRIORITY } from "./default-priority.ts";
import { optionalImage, optionalText, requiredText, sheetBoolean, sheetList, sheetNumberOr } from "./sheet-cells.ts";

/**
 * A job of the professional journey (SPEC §3), a row of the 'experiences' tab.
 * `badges` is comma-separated text in the sheet; `description_md` is markdown
 * with the <<image:…>>, <<case:…>> and <<link:…>> tokens. Only rows whose
 * publish is TRUE are shown (SPEC §5).
 */
export const ExperienceSchema = z.object({
  period: requiredText(),
  role: requiredText(),
  organisation: requiredText(),
  thumbnail: optionalImage(),
  badges: sheetList(),
  description_md: optionalText("markdown"),
  publish: sheetBoolean(),
  priority: sheetNumberOr(DEFAULT_PRIORITY),
});
export type Experience = z.infer<typeof ExperienceSchema>;

/** The experiences tab of the owner's sheet (experiences.csv). */
export const experiencesTab = sheetTab<Experience>("experiences", ExperienceSchema, {
  required: ["period", "role", "organisation"],
  soft: ["priority"],
});
