import { sheetTab } from "./sheet-tab.ts";
import { z } from "./zod";
import {
  optionalImage,
  optionalText,
  requiredSlug,
  requiredText,
  sheetBoolean,
  sheetList,
  sheetNumberOr,
} from "./sheet-cells.ts";

import { DEFAULT_PRIORITY } from "./default-priority";

/**
 * A recommendation (SPEC §3) as a row of the 'items' tab. `publish` keeps an
 * empty cell apart from FALSE: SPEC §4 counts items whose publish is not false
 * but lists on a guide page only those whose publish is exactly true.
 */
export const ItemSchema = z.object({
  slug: requiredSlug(),
  title: requiredText(),
  description: optionalText("text"),
  entry_type: optionalText(),
  featured: sheetBoolean().transform((value) => value ?? false),
  publish: sheetBoolean(),
  category_slug: requiredSlug(),
  category: optionalText(),
  brand_company: optionalText(),
  image_cover_url: optionalImage(),
  image_alt: optionalText("text"),
  service_area: optionalText("text"),
  short_note: optionalText("markdown"),
  priority: sheetNumberOr(DEFAULT_PRIORITY),
  tags: sheetList(),
});
export type Item = z.infer<typeof ItemSchema>;

/** The items tab of the owner's sheet (items.csv). */
export const itemsTab = sheetTab<Item>("items", ItemSchema, {
  required: ["slug", "title", "category_slug"],
  soft: ["priority"],
  unique: "slug",
});
