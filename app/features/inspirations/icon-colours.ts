import { cssColour } from "#model/ui/css-values.ts";
import type { Guide } from "#model/content/guide.ts";

/** A category icon's colours as HSL triples ("h s% l%"), foreground on background. */
export type IconColours = { fg: string; bg: string };

/** SPEC §9: the default icon colours, a blue pair. */
export const DEFAULT_ICON_COLOURS: IconColours = { fg: "217 71% 38%", bg: "214 95% 93%" };

/**
 * SPEC §9: the "default dark pair", the sheet's pre-filled colours; a guide
 * that still has them did not choose its own, so the topic map decides.
 */
export const DEFAULT_DARK_ICON_COLOURS: IconColours = { fg: "0 0% 100%", bg: "222 47% 11%" };

/** SPEC §9: colours by topic_key, for the sixteen topics the guides use. */
export const TOPIC_ICON_COLOURS: ReadonlyMap<string, IconColours> = new Map(
  Object.entries({
    audio: { fg: "262 52% 38%", bg: "262 80% 94%" },
    photography: { fg: "200 70% 30%", bg: "200 85% 92%" },
    respiratory: { fg: "173 58% 26%", bg: "170 60% 90%" },
    "coffee-beans": { fg: "25 55% 28%", bg: "30 70% 90%" },
    "milk-alternative": { fg: "45 60% 28%", bg: "48 85% 90%" },
    "coffee-gear": { fg: "20 45% 30%", bg: "28 60% 91%" },
    milk: { fg: "210 30% 30%", bg: "210 40% 94%" },
    skincare: { fg: "335 55% 36%", bg: "335 80% 94%" },
    "cleaning-tools": { fg: "190 65% 27%", bg: "188 70% 91%" },
    tea: { fg: "95 40% 26%", bg: "90 50% 90%" },
    matcha: { fg: "110 45% 25%", bg: "100 55% 89%" },
    "work-setup": { fg: "230 45% 34%", bg: "228 70% 94%" },
    "vpn-e-sim": { fg: "280 45% 34%", bg: "280 60% 94%" },
    "loyalty-program": { fg: "350 60% 36%", bg: "350 85% 94%" },
    "mechanical-keyboard": { fg: "15 65% 34%", bg: "18 85% 92%" },
    tumbler: { fg: "160 50% 24%", bg: "155 55% 90%" },
  }),
);

function samePair(a: IconColours, b: IconColours): boolean {
  return a.fg === b.fg && a.bg === b.bg;
}

/**
 * SPEC §9: a guide's own colour pair unless it is the default dark pair (or
 * half missing); otherwise the colours of its topic; otherwise the blue pair.
 */
export function guideIconColours(guide: Pick<Guide, "icon_fg_hsl" | "icon_bg_hsl" | "topic_key">): IconColours {
  if (guide.icon_fg_hsl && guide.icon_bg_hsl) {
    const own = { fg: guide.icon_fg_hsl, bg: guide.icon_bg_hsl };
    if (!samePair(own, DEFAULT_DARK_ICON_COLOURS)) return own;
  }
  // A Map: a topic_key such as "constructor" must not find Object.prototype's members.
  const topic = guide.topic_key ? TOPIC_ICON_COLOURS.get(guide.topic_key) : undefined;
  return topic ?? DEFAULT_ICON_COLOURS;
}

/** A CSS colour from an HSL triple; undefined when the text is not one (never `hsl(undefined)`). */
export function hslColour(triple: string | undefined): string | undefined {
  return cssColour(triple);
}
