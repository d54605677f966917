import { sheetTab } from "./sheet-tab.ts";
import { z } from "./zod";
import {
  cellText,
  optionalSlug,
  optionalText,
  requiredHttpUrl,
  requiredSlug,
  requiredText,
  sheetNumberOr,
} from "./sheet-cells.ts";
import { DEFAULT_PRIORITY } from "./default-priority.ts";

/** SPEC §3 store_type values; anything unknown (or empty) counts as Other. */
export const STORE_TYPES = ["Official", "Marketplace", "Portfolio", "Review", "Other"] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export function storeTypeOf(value: unknown): StoreType {
  const text = cellText(value)?.toLowerCase();
  return STORE_TYPES.find((type) => type.toLowerCase() === text) ?? "Other";
}

/**
 * Where to get an item (SPEC §3), a row of the 'links' tab. A link with a
 * `region` belongs to that region's group on the recommendation card; a
 * `referral_code` on any of an item's links is the card's copyable code.
 */
export const LinkSchema = z.object({
  item_slug: requiredSlug(),
  store: requiredText(),
  label: optionalText(),
  store_type: z.preprocess((value) => value ?? null, z.unknown()).transform(storeTypeOf),
  priority: sheetNumberOr(DEFAULT_PRIORITY),
  category_slug: optionalSlug(),
  url: requiredHttpUrl(),
  region: optionalText(),
  referral_code: optionalText(),
});
export type Link = z.infer<typeof LinkSchema>;

/** The links tab of the owner's sheet (links.csv). */
export const linksTab = sheetTab<Link>("links", LinkSchema, {
  required: ["item_slug", "store", "url"],
  soft: ["priority"],
});
