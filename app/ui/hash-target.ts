/** SPEC §9: the delay before scrolling to a card named by the URL hash. */
export const HASH_SCROLL_DELAY_MS = 300;

/**
 * The id a URL hash names ('#events' -> 'events'), decoded; undefined for a malformed escape. Self-contained:
 * the shell's head script carries its source (shell-script.ts).
 */
export function hashId(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.startsWith("#") ? hash.slice(1) : hash);
  } catch {
    // A malformed escape names nothing.
    return undefined;
  }
}

/**
 * SPEC §2 Contact: the card id a URL hash names, or undefined when the hash names none of the given ids.
 */
export function hashTarget(hash: string, ids: readonly string[]): string | undefined {
  const id = hashId(hash);
  return id !== undefined && ids.includes(id) ? id : undefined;
}
