import { loadParser } from "./load-response-parsers";
import type { Experience } from "../../model/experience";
import { sheetsUrl } from "./api-urls";

/**
 * SPEC §7 call 3: GET ?api=experiences. A non-OK status throws 'Failed to
 * fetch experiences: {status} {text}' (SPEC §8); an answer without an items
 * list is an empty list (the static history then shows).
 */
export async function fetchExperiences(url = sheetsUrl("experiences"), init: RequestInit = {}): Promise<Experience[]> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`Failed to fetch experiences: ${response.status} ${response.statusText}`.trim());
  const json: unknown = await response.json();
  const { parseExperiences } = await loadParser(() => import("./parse-experiences"));
  return parseExperiences(json);
}
