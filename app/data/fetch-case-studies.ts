import { loadParser } from "./load-response-parsers";
import { caseStudiesUrl } from "./api-urls";
import type { ParsedCaseStudies } from "./parse-case-studies";

export type CaseStudiesResult = ParsedCaseStudies;

/**
 * SPEC §7 call 2: POST with a JSON content type and no body. Never throws: an
 * HTTP error gives 'Failed to fetch case studies: {status}', an exception its
 * message or 'Failed to fetch case studies' (SPEC §8).
 */
export async function fetchCaseStudies(url = caseStudiesUrl(), init: RequestInit = {}): Promise<CaseStudiesResult> {
  try {
    const response = await fetch(url, { ...init, method: "POST", headers: { "Content-Type": "application/json" } });
    if (!response.ok) return { success: false, data: {}, error: `Failed to fetch case studies: ${response.status}` };
    const json: unknown = await response.json();
    const { parseCaseStudies } = await loadParser(() => import("./parse-case-studies"));
    return parseCaseStudies(json) ?? { success: false, data: {}, error: "Failed to fetch case studies" };
  } catch (error) {
    return {
      success: false,
      data: {},
      error: error instanceof Error && error.message ? error.message : "Failed to fetch case studies",
    };
  }
}
