/** SPEC §9: the delay before scrolling to a card named by the URL hash. */
export const HASH_SCROLL_DELAY_MS = 300;

/**
 * SPEC §2 Contact: the card id a URL hash names ('#events' -> 'events'), or
 * undefined when the hash names none of the given ids.
 */
export function hashTarget(hash: string, ids: readonly string[]): string | undefined {
  let id = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape names no card.
    return undefined;
  }
  return ids.includes(id) ? id : undefined;
}
