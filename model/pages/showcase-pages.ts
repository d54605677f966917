import { requirePage, type SitePage } from "./site-page";

/**
 * The internal /components documentation pages (SPEC §2 "Components pages").
 * Kept apart from the main pages so their texts load only with those pages.
 */
export const showcaseSlugs = [
  "buttons",
  "cards",
  "collapsible",
  "content",
  "typography",
  "spacing",
  "floating-popover",
  "images",
] as const;
export type ShowcaseSlug = (typeof showcaseSlugs)[number];

/** Names used in breadcrumbs and tiles (SPEC: Collapsible is 'Collapsible Card System'). */
export const showcaseNames: Record<ShowcaseSlug, string> = {
  buttons: "Buttons",
  cards: "Cards",
  collapsible: "Collapsible Card System",
  content: "Content",
  typography: "Typography",
  spacing: "Spacing",
  "floating-popover": "Floating Popover",
  images: "Images",
};

const showcaseDescriptions: Record<ShowcaseSlug, string> = {
  buttons: "Button variants, states and patterns: primary to link, loading and clicked states, menus and toolbars.",
  cards: "Call-to-action cards, content cards and recommendation cards with every layout they support.",
  collapsible: "The expandable card system: default, experience, contact and FAQ variants, one open at a time.",
  content: "Block patterns, list-item emoji sizing and H1/H2 header variants with highlighted words.",
  typography: "Breakpoints and the type scale: headings H1 to H4, body and caption sizes.",
  spacing: "Spacing tokens from xs to section and the responsive card paddings.",
  "floating-popover": "Floating popover panels: a navigate menu, a filter menu and a quick-actions toolbar.",
  images: "The image component: ratios, positions, width presets, captions, badges, placeholders and lightbox.",
};

/** /components and its eight showcase pages. */
export const showcasePages: readonly SitePage[] = [
  {
    path: "/components",
    title: "Components — the design system behind this site",
    description:
      "Components I (and my AIs) actually use: buttons, cards, collapsibles, content blocks, typography, spacing, popovers and images.",
    robots: "noindex",
  },
  ...showcaseSlugs.map((slug): SitePage => ({
    path: `/components/${slug}`,
    title: `${showcaseNames[slug]} — Components`,
    description: showcaseDescriptions[slug],
    robots: "noindex,nofollow",
  })),
];

export function requireShowcasePage(path: string): SitePage {
  return requirePage(showcasePages, path);
}
