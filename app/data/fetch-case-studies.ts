import type { CaseStudy } from "../../model/case-study";
import { CaseStudiesEnvelopeSchema } from "../../model/content-api";
import { caseStudiesTab } from "../../model/sheet-tabs";
import { caseStudiesUrl } from "./api-urls";
import { keepValidRows } from "./validate-response";

export type CaseStudiesResult = { success: boolean; data: Record<string, CaseStudy>; error: string | null };

/**
 * SPEC §7 call 2: POST with a JSON content type and no body. Never throws: an
 * HTTP error gives 'Failed to fetch case studies: {status}', an exception its
 * message or 'Failed to fetch case studies' (SPEC §8).
 */
export async function fetchCaseStudies(url = caseStudiesUrl(), init: RequestInit = {}): Promise<CaseStudiesResult> {
  try {
    const response = await fetch(url, { ...init, method: "POST", headers: { "Content-Type": "application/json" } });
    if (!response.ok) return { success: false, data: {}, error: `Failed to fetch case studies: ${response.status}` };
    const envelope = CaseStudiesEnvelopeSchema.safeParse(await response.json());
    if (!envelope.success) return { success: false, data: {}, error: "Failed to fetch case studies" };
    const { success, data, error } = envelope.data;
    const rows = Object.entries(data ?? {}).map(([slug, study]) => ({ ...study, slug: study.slug ?? slug }));
    const studies = keepValidRows(caseStudiesTab, rows, "Case studies");
    return { success, data: Object.fromEntries(studies.map((study) => [study.slug, study])), error: error ?? null };
  } catch (error) {
    return {
      success: false,
      data: {},
      error: error instanceof Error && error.message ? error.message : "Failed to fetch case studies",
    };
  }
}
