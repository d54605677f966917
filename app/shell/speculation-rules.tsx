import { useContext } from "react";
import { ScriptMarker } from "./script-marker";

/**
 * Speculation Rules: a page the visitor is about to open (the pointer rests on its link, or
 * presses it) is made ready in the background, so it appears at once in browsers that have them.
 * Only the site's own pages: not files (an address with a dot: the feed, pictures, a CV), not the
 * API, not links that open elsewhere or download.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/*.*", "/api/*"] } },
          { not: { selector_matches: "[target], [download], [rel~='nofollow']" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The rules in the head of every page, with the build's marker so the CSP allows them by hash (docs/decisions/027). */
export function SpeculationRules() {
  const marker = useContext(ScriptMarker);
  return (
    <script
      type="speculationrules"
      nonce={marker}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
    />
  );
}
