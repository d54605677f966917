import type { Experience } from "./experience";
import { DEFAULT_PRIORITY } from "./default-priority";

/**
 * SPEC §5: only experiences whose publish is true, by priority ascending
 * (missing 999); equal priorities keep the sheet's order.
 */
export function publishedExperiences(items: readonly Experience[]): Experience[] {
  return items
    .filter((item) => item.publish === true)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.priority ?? DEFAULT_PRIORITY) - (b.item.priority ?? DEFAULT_PRIORITY) || a.index - b.index)
    .map(({ item }) => item);
}

/** SPEC §3/§4: the static job history stands in when the remote list is empty (or failed). */
export function experiencesOrFallback(
  items: readonly Experience[],
  fallback: readonly Experience[],
): { items: Experience[]; isFallback: boolean } {
  const published = publishedExperiences(items);
  return published.length > 0
    ? { items: published, isFallback: false }
    : { items: publishedExperiences(fallback), isFallback: true };
}
