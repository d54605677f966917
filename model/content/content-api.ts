import { z } from "./zod";
import type { CaseStudy } from "./case-study.ts";
import type { ContentProblem } from "./content-problem.ts";
import type { Experience } from "./experience.ts";
import type { Guide } from "./guide.ts";
import type { Item } from "./item.ts";
import type { Link } from "./link.ts";
import type { StoreItem } from "./store-item.ts";

/**
 * The shapes of the content API (SPEC §7). The rows in them are validated one
 * by one with the entity schemas (model/content/validate-rows.ts); these schemas check
 * only the envelope, so one bad row never rejects a whole answer.
 */

export const SHEET_APIS = ["inspirations", "experiences", "solutions"] as const;
export type SheetApi = (typeof SHEET_APIS)[number];

/** The query of `GET /api/sheets`: `api` names the data set; other parameters (cache busters) are ignored. */
export const SheetsQuerySchema = z.object({
  api: z.enum(SHEET_APIS, {
    error: (issue) =>
      issue.input === undefined
        ? "the query parameter api is required: use api=inspirations, api=experiences or api=solutions"
        : `unknown api ${JSON.stringify(String(issue.input).slice(0, 40))}: use inspirations, experiences or solutions`,
  }),
});

export type Inspirations = { guides: Guide[]; items: Item[]; links: Link[] };
export type InspirationsResponse = Inspirations & { errors?: ContentProblem[] };
export type ExperiencesResponse = { items: Experience[]; errors?: ContentProblem[] };
export type SolutionsResponse = { items: StoreItem[]; errors?: ContentProblem[] };
export type SheetResponse = {
  inspirations: InspirationsResponse;
  experiences: ExperiencesResponse;
  solutions: SolutionsResponse;
};

/** Call 2: `{success, data (keyed by slug), error}`. `error` is null on success. */
export type CaseStudiesResponse = {
  success: boolean;
  data: Record<string, CaseStudy>;
  error: string | null;
  errors?: ContentProblem[];
};

const rows = z.array(z.record(z.string(), z.unknown()));

export const InspirationsEnvelopeSchema = z.object({ guides: rows, items: rows, links: rows });
export const ItemsEnvelopeSchema = z.object({ items: rows });
export const CaseStudiesEnvelopeSchema = z.object({
  success: z.boolean(),
  data: z.record(z.string(), z.record(z.string(), z.unknown())).nullish(),
  error: z.string().nullish(),
});
