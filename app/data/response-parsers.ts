import type { CaseStudy } from "../../model/case-study";
import {
  CaseStudiesEnvelopeSchema,
  type Inspirations,
  InspirationsEnvelopeSchema,
  ItemsEnvelopeSchema,
} from "../../model/content-api";
import type { Experience } from "../../model/experience";
import { caseStudiesTab, experiencesTab, guidesTab, itemsTab, linksTab, solutionsTab } from "../../model/sheet-tabs";
import type { StoreItem } from "../../model/store-item";
import { keepValidRows } from "./validate-response";

/*
 * The content API's answers checked with the schemas of model/ (DESIGN: zod at
 * every boundary). The fetchers import this module when an answer arrives, so
 * zod is not part of the JavaScript a page runs before it is interactive.
 */

/** Inspirations from untrusted JSON (an answer, or the session cache); throws when the lists are missing. */
export function parseInspirations(json: unknown, where = "Inspirations"): Inspirations {
  const envelope = InspirationsEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new Error("The inspirations data has no guides, items and links lists");
  return {
    guides: keepValidRows(guidesTab, envelope.data.guides, where),
    items: keepValidRows(itemsTab, envelope.data.items, where),
    links: keepValidRows(linksTab, envelope.data.links, where),
  };
}

/** The experiences of an answer; an answer without an items list is an empty list (with a warning). */
export function parseExperiences(json: unknown): Experience[] {
  const envelope = ItemsEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    console.warn("Experiences: the answer has no items list");
    return [];
  }
  return keepValidRows(experiencesTab, envelope.data.items, "Experiences");
}

/** The store's items of an answer, or undefined when it has no items list. */
export function parseSolutions(json: unknown): StoreItem[] | undefined {
  const envelope = ItemsEnvelopeSchema.safeParse(json);
  return envelope.success ? keepValidRows(solutionsTab, envelope.data.items, "Solutions") : undefined;
}

export type ParsedCaseStudies = { success: boolean; data: Record<string, CaseStudy>; error: string | null };

/** The case studies of an answer keyed by slug, or undefined when it is not the expected envelope. */
export function parseCaseStudies(json: unknown): ParsedCaseStudies | undefined {
  const envelope = CaseStudiesEnvelopeSchema.safeParse(json);
  if (!envelope.success) return undefined;
  const { success, data, error } = envelope.data;
  const rows = Object.entries(data ?? {}).map(([slug, study]) => ({ ...study, slug: study.slug ?? slug }));
  const studies = keepValidRows(caseStudiesTab, rows, "Case studies");
  return { success, data: Object.fromEntries(studies.map((study) => [study.slug, study])), error: error ?? null };
}
