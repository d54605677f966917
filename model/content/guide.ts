import { sheetTab } from "./sheet-tab.ts";
import { TEXT_LIMITS } from "./text-limits.ts";
import { z } from "./zod";
import {
  jsonCell,
  optionalDate,
  optionalHsl,
  optionalCssImage,
  optionalSlug,
  optionalText,
  requiredSlug,
  requiredText,
  sheetBoolean,
  sheetList,
} from "./sheet-cells.ts";

/** One accordion section of a guide page (SPEC §3: key, title, body_md). */
export const GuideSectionSchema = z.object({
  key: z.string().trim().min(1).max(TEXT_LIMITS.title),
  title: z.string().trim().min(1).max(TEXT_LIMITS.title),
  body_md: z.string().max(TEXT_LIMITS.markdown).default(""),
});
export type GuideSection = z.infer<typeof GuideSectionSchema>;

/**
 * A guide (SPEC §3) as a row of the 'guides' tab. `sections` is a JSON list in
 * its cell; `manual_order_titles` lists item slugs (or titles) separated by
 * commas or line breaks; an empty `publish` is not false, so the guide shows.
 */
export const GuideSchema = z.object({
  category_slug: requiredSlug(),
  title: requiredText(),
  intro: optionalText("text"),
  topic_key: optionalSlug(),
  icon_url: optionalCssImage(),
  thumbnail: optionalSlug(),
  icon_fg_hsl: optionalHsl(),
  icon_bg_hsl: optionalHsl(),
  publish: sheetBoolean(),
  sections: jsonCell(z.array(GuideSectionSchema).max(TEXT_LIMITS.listEntries), [], "a list of {key, title, body_md}"),
  description_md: optionalText("markdown"),
  related_content_md: optionalText("markdown"),
  seo_title: optionalText(),
  seo_description: optionalText("text"),
  last_updated: optionalDate(),
  manual_order_titles: sheetList(),
  category: optionalText(),
});
export type Guide = z.infer<typeof GuideSchema>;

/** The guides tab of the owner's sheet (guides.csv). */
export const guidesTab = sheetTab<Guide>("guides", GuideSchema, {
  required: ["category_slug", "title"],
  // A bad icon, topic or colour falls back to the category icon and the default colours: the guide stays.
  soft: ["topic_key", "icon_url", "thumbnail", "icon_fg_hsl", "icon_bg_hsl"],
  unique: "category_slug",
});
