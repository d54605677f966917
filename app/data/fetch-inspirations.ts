import { type Inspirations, InspirationsEnvelopeSchema } from "../../model/content-api";
import { guidesTab, itemsTab, linksTab } from "../../model/sheet-tabs";
import { sheetsUrl } from "./api-urls";
import { keepValidRows } from "./validate-response";

/** SPEC §7 call 1: GET ?api=inspirations. A non-OK status is an error: 'API returned {status}: {statusText}' (SPEC §8). */
export async function fetchInspirations(
  url = sheetsUrl("inspirations"),
  init: RequestInit = {},
): Promise<Inspirations> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`API returned ${response.status}: ${response.statusText}`);
  return parseInspirations(await response.json());
}

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
