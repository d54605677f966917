/**
 * The static pages of SPEC §2's route table, with what each tells search
 * engines and link previews. Pre-rendering, meta tags, the sitemap and the
 * browser tests all read this list, so a page added here is picked up by each.
 * "{owner}" in a title or description is replaced by the owner's name.
 * Guide and item pages (dynamic slugs) are added from content at build time.
 */
export type Robots = "index" | "noindex" | "noindex,nofollow";

export type SitePage = {
  path: string;
  title: string;
  description: string;
  robots: Robots;
};

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

export const NOT_FOUND_PATH = "/404";

export const sitePages: readonly SitePage[] = [
  {
    path: "/",
    title: "{owner} — UX researcher, manager, speaker and mentor",
    description:
      "A space where I share my work, stories, templates, and the things that keep me curious.",
    robots: "index",
  },
  {
    path: "/experiences",
    title: "Experiences — {owner}",
    description:
      "Work, but make it a story: 15+ years of UX research and research leadership, the values behind it and the case studies that came out of it.",
    robots: "index",
  },
  {
    path: "/solutions",
    title: "Solutions — UX research templates by {owner}",
    description:
      "Ready-to-use Google Docs, Google Slides and Notion templates for research plans, interview guides and research storytelling.",
    robots: "index",
  },
  {
    path: "/insights",
    title: "Insights — talks, podcasts and webinars by {owner}",
    description:
      "Recorded talks, podcasts and webinars on UX research, ResearchOps and career growth, in Indonesian and English. Free access.",
    robots: "index",
  },
  {
    path: "/inspirations",
    title: "Inspirations — stuff I actually use",
    description:
      "Curated guides to the tools, books and services I actually use, with honest notes and where to find them.",
    robots: "noindex",
  },
  {
    path: "/contact",
    title: "Contact — {owner}",
    description:
      "Hiring, consulting, brand collaborations, speaking invitations or mentorship: let's keep it human.",
    robots: "index",
  },
  {
    path: "/privacy",
    title: "Privacy Policy — {owner}",
    description:
      "What this site collects, what stays in your browser, and how to ask for your data to be deleted.",
    robots: "index",
  },
  {
    path: "/components",
    title: "Components — the design system behind this site",
    description:
      "Components I (and my AIs) actually use: buttons, cards, collapsibles, content blocks, typography, spacing, popovers and images.",
    robots: "noindex",
  },
  ...showcaseSlugs.map(
    (slug): SitePage => ({
      path: `/components/${slug}`,
      title: `${showcaseNames[slug]} — Components`,
      description: showcaseDescriptions[slug],
      robots: "noindex,nofollow",
    }),
  ),
  {
    path: NOT_FOUND_PATH,
    title: "Page not found — {owner}",
    description: "This page does not exist. Head back home and start again.",
    robots: "noindex",
  },
];

export function findSitePage(path: string): SitePage | undefined {
  return sitePages.find((page) => page.path === path);
}

export function requireSitePage(path: string): SitePage {
  const page = findSitePage(path);
  if (!page) throw new Error(`No site page is registered for ${path}`);
  return page;
}

/** Paths pre-rendered at build time (the not-found page included, served with status 404). */
export function prerenderPaths(): string[] {
  return sitePages.map((page) => page.path);
}

/**
 * Paths that exist but are not all pre-rendered: guide and item slugs that are
 * added to the live content after a build still open, rendered in the browser.
 */
export const clientRenderedPathPatterns: readonly RegExp[] = [
  /^\/inspirations\/guide\/[^/]+$/,
  /^\/inspirations\/item\/[^/]+$/,
];

export function isClientRenderedPath(path: string): boolean {
  return clientRenderedPathPatterns.some((pattern) => pattern.test(path));
}
