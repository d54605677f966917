import { type Inspirations, InspirationsEnvelopeSchema } from "../../model/content-api";
import { guidesTab } from "../../model/guide";
import { itemsTab } from "../../model/item";
import { linksTab } from "../../model/link";
import { keepValidRows } from "./validate-response";

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
