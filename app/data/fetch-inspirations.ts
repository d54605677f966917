import { loadParser } from "./load-response-parsers";
import type { Inspirations } from "../../model/content-api";
import { sheetsUrl } from "./api-urls";

/** SPEC §7 call 1: GET ?api=inspirations. A non-OK status is an error: 'API returned {status}: {statusText}' (SPEC §8). */
export async function fetchInspirations(
  url = sheetsUrl("inspirations"),
  init: RequestInit = {},
): Promise<Inspirations> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`API returned ${response.status}: ${response.statusText}`);
  const json: unknown = await response.json();
  const { parseInspirations } = await loadParser(() => import("./parse-inspirations"));
  return parseInspirations(json);
}
