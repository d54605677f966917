import { linkTarget } from "../security/safe-links";

/** SPEC "Shared building blocks": the expandable card's variants. */
export const expandableCardVariants = ["default", "experience", "contact", "faq"] as const;
export type ExpandableCardVariant = (typeof expandableCardVariants)[number];

/** Where a card is shown; guide pages use the default card with their own threshold. */
export type CollapseContext = ExpandableCardVariant | "guide";

/**
 * SPEC §9: expanded content taller than this many pixels gets a sticky
 * 'Collapse section' button: 400 on contact, FAQ and guide pages, 600 for
 * experience cards, 500 for the card's default.
 */
export const COLLAPSE_BUTTON_THRESHOLDS: Readonly<Record<CollapseContext, number>> = {
  default: 500,
  experience: 600,
  contact: 400,
  faq: 400,
  guide: 400,
};

export function collapseButtonThreshold(context: CollapseContext): number {
  return COLLAPSE_BUTTON_THRESHOLDS[context];
}

/** True when the expanded content is taller than the threshold (equal is not taller). */
export function needsCollapseButton(contentHeight: number, threshold: number): boolean {
  return Number.isFinite(contentHeight) && contentHeight > threshold;
}

/** SPEC §3: the text an unknown details entry shows when it has no text content. */
export const COMPLEX_CONTENT_PLACEHOLDER = "[Complex content - use custom children]";

/** SPEC §3 card details entry: a plain string, or a case-study, text or image object. */
export type DetailEntry =
  | string
  | { type: "case-study"; title: string; thumbnail?: string; url: string; tags?: readonly string[] }
  | { type: "text"; content: string }
  | { type: "image"; content: string; alt?: string }
  | { type: string; content?: unknown };

/** How one details entry is shown. */
export type DetailView =
  | { kind: "text"; text: string }
  | { kind: "case-study"; title: string; thumbnail: string | undefined; url: string; tags: readonly string[] }
  | { kind: "image"; src: string; alt: string }
  | { kind: "unknown"; text: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Anything that is not one of the known shapes shows its text content, or the placeholder. */
function unknownEntry(entry: unknown): DetailView {
  const content = isRecord(entry) ? entry.content : undefined;
  const text = nonEmptyString(content) ?? (typeof content === "number" ? String(content) : undefined);
  return { kind: "unknown", text: text ?? COMPLEX_CONTENT_PLACEHOLDER };
}

/**
 * Decides how a details entry renders (SPEC §3). Content comes from editors, so
 * anything is accepted: a case study needs a title and an http(s) URL, an image
 * an allowed source; anything else falls back to its content or the placeholder.
 */
export function classifyDetail(entry: unknown): DetailView {
  if (typeof entry === "string") return { kind: "text", text: entry };
  if (!isRecord(entry)) return unknownEntry(entry);
  const title = nonEmptyString(entry.title);
  const url = nonEmptyString(entry.url);
  const content = nonEmptyString(entry.content);
  switch (entry.type) {
    case "case-study": {
      // A case study opens in a new tab (SPEC §3): a web page elsewhere, at the address a browser reads.
      const target = url ? linkTarget(url) : null;
      if (title && target?.kind === "web") {
        const tags = Array.isArray(entry.tags)
          ? entry.tags.filter((tag): tag is string => typeof tag === "string")
          : [];
        return { kind: "case-study", title, url: target.href, thumbnail: nonEmptyString(entry.thumbnail), tags };
      }
      return unknownEntry(entry);
    }
    case "text":
      return content ? { kind: "text", text: content } : unknownEntry(entry);
    case "image":
      if (content && ["site", "web"].includes(linkTarget(content)?.kind ?? "")) {
        return { kind: "image", src: content, alt: typeof entry.alt === "string" ? entry.alt : "" };
      }
      return { kind: "unknown", text: COMPLEX_CONTENT_PLACEHOLDER };
    default:
      return unknownEntry(entry);
  }
}
