/**
 * Which pre-rendered pages the site search indexes (docs/decisions/016): every
 * page a visitor reads, /inspirations and its guides and items included (their
 * noindex is for search engines, SPEC §2), but not the design-system showcase
 * (/components, internal documentation) or the not-found page.
 */
export function isSearchIndexedPath(path: string): boolean {
  if (path === "/components" || path.startsWith("/components/")) return false;
  return path !== "/404";
}
