import { ItemsEnvelopeSchema } from "../../model/content-api";
import { type Experience, experiencesTab } from "../../model/experience";
import { keepValidRows } from "./validate-response";

/** The experiences of an answer; an answer without an items list is an empty list (with a warning). */
export function parseExperiences(json: unknown): Experience[] {
  const envelope = ItemsEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    console.warn("Experiences: the answer has no items list");
    return [];
  }
  return keepValidRows(experiencesTab, envelope.data.items, "Experiences");
}
