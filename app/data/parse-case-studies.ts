import { type CaseStudy, caseStudiesTab } from "../../model/case-study";
import { CaseStudiesEnvelopeSchema } from "../../model/content-api";
import { keepValidRows } from "./validate-response";

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
