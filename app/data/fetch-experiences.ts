import { ItemsEnvelopeSchema } from "../../model/content-api";
import type { Experience } from "../../model/experience";
import { experiencesTab } from "../../model/sheet-tabs";
import { sheetsUrl } from "./api-urls";
import { keepValidRows } from "./validate-response";

/**
 * SPEC §7 call 3: GET ?api=experiences. A non-OK status throws 'Failed to
 * fetch experiences: {status} {text}' (SPEC §8); an answer without an items
 * list is an empty list (the static history then shows).
 */
export async function fetchExperiences(url = sheetsUrl("experiences"), init: RequestInit = {}): Promise<Experience[]> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`Failed to fetch experiences: ${response.status} ${response.statusText}`.trim());
  const envelope = ItemsEnvelopeSchema.safeParse(await response.json());
  if (!envelope.success) {
    console.warn("Experiences: the answer has no items list");
    return [];
  }
  return keepValidRows(experiencesTab, envelope.data.items, "Experiences");
}
