import type { z } from "zod";
import { type CaseStudy, CaseStudySchema } from "./case-study.ts";
import { type Experience, ExperienceSchema } from "./experience.ts";
import { type Guide, GuideSchema } from "./guide.ts";
import { type Item, ItemSchema } from "./item.ts";
import { type Link, LinkSchema } from "./link.ts";
import { type StoreItem, StoreItemSchema } from "./store-item.ts";

/**
 * The tabs of the owner's spreadsheet (one CSV file each in content/): the
 * schema of a row, the columns without which no row can be read, the columns
 * that fall back to their default when malformed (the row is kept and the
 * problem reported), and the column whose value must be unique.
 */
export type SheetTab<Row> = {
  name: string;
  file: string;
  schema: z.ZodType<Row>;
  columns: readonly string[];
  required: readonly string[];
  soft: readonly string[];
  unique?: string;
};

function tab<Row>(
  name: string,
  schema: z.ZodObject & z.ZodType<Row>,
  options: { required: string[]; soft?: string[]; unique?: string },
): SheetTab<Row> {
  return { name, file: `${name}.csv`, schema, columns: Object.keys(schema.shape), soft: [], ...options };
}

export const guidesTab = tab<Guide>("guides", GuideSchema, {
  required: ["category_slug", "title"],
  unique: "category_slug",
});
export const itemsTab = tab<Item>("items", ItemSchema, {
  required: ["slug", "title", "category_slug"],
  soft: ["priority"],
  unique: "slug",
});
export const linksTab = tab<Link>("links", LinkSchema, { required: ["item_slug", "store", "url"], soft: ["priority"] });
export const experiencesTab = tab<Experience>("experiences", ExperienceSchema, {
  required: ["period", "role", "organisation"],
  soft: ["priority"],
});
export const solutionsTab = tab<StoreItem>("solutions", StoreItemSchema, {
  required: ["Item Name", "Price (USD)", "Store URL"],
  soft: ["Order"],
});
export const caseStudiesTab = tab<CaseStudy>("case-studies", CaseStudySchema, {
  required: ["slug", "title", "url"],
  unique: "slug",
});

export const sheetTabs = [guidesTab, itemsTab, linksTab, experiencesTab, solutionsTab, caseStudiesTab] as const;
