import { sheetTab } from "./sheet-tab.ts";
import { z } from "./zod";
import {
  optionalFileName,
  optionalText,
  requiredHttpUrl,
  numberCell,
  requiredText,
  sheetNumberOr,
} from "./sheet-cells.ts";

import { DEFAULT_ORDER } from "./default-priority";

export { DEFAULT_ORDER };

const price = numberCell().transform((value, ctx) => {
  if (value === undefined) {
    ctx.addIssue({ code: "custom", message: "is required (a price in US dollars, like 19)" });
    return z.NEVER;
  }
  if (value < 0) {
    ctx.addIssue({ code: "custom", message: `must not be negative, got ${value}` });
    return z.NEVER;
  }
  return value;
});

/**
 * A template of the store (SPEC §3), a row of the 'solutions' tab, with the
 * sheet's own column names. 'Price (USD)' accepts "19", "19.00" or "$19".
 */
export const StoreItemSchema = z.object({
  "Item Name": requiredText(),
  "Intro (Short)": optionalText("text"),
  "Price (USD)": z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/^\s*(US)?\$\s*/i, "").replace(/\s*USD\s*$/i, "") : value),
    price,
  ),
  Type: optionalText(),
  Topic: optionalText(),
  "Thumbnail: File Name": optionalFileName(),
  "Store URL": requiredHttpUrl(),
  Order: sheetNumberOr(DEFAULT_ORDER),
});
export type StoreItem = z.infer<typeof StoreItemSchema>;

/** The solutions tab of the owner's sheet (solutions.csv). */
export const solutionsTab = sheetTab<StoreItem>("solutions", StoreItemSchema, {
  required: ["Item Name", "Price (USD)", "Store URL"],
  soft: ["Order"],
});
