import { BadgeClickable } from "~/features/showcase/badge-clickable";
import { BadgeLength } from "~/features/showcase/badge-length";
import { BadgeVariants } from "~/features/showcase/badge-variants";
import { BreadcrumbTrail } from "~/features/showcase/breadcrumb-trail";
import { EmojiListTemplates } from "~/features/showcase/emoji-list-templates";
import { EmojiSizes } from "~/features/showcase/emoji-sizes";
import { HeadingH1Variants } from "~/features/showcase/heading-h1-variants";
import { HeadingH2Variants } from "~/features/showcase/heading-h2-variants";
import { HeadingSpacing } from "~/features/showcase/heading-spacing";
import { PageHeroHighlight } from "~/features/showcase/page-hero-highlight";
import { SectionBackgrounds } from "~/features/showcase/section-backgrounds";
import { SectionBlockPatterns } from "~/features/showcase/section-block-patterns";
import type { ShowcaseSection } from "~/features/showcase/showcase-section";

/** The demo sections of /components/content, in page order. */
export const contentSections: readonly ShowcaseSection[] = [
  {
    id: "section-backgrounds",
    ui: "section",
    title: "Section backgrounds",
    description:
      "Page sections come in three backgrounds, default, subtle and accent, so one part reads apart from the next.",
    demo: SectionBackgrounds,
  },
  {
    id: "section-block-patterns",
    ui: "section",
    title: "Block patterns",
    description:
      "How blocks stack on real pages: a section with an emoji marker and highlighted title, lists, card grids and quotes.",
    demo: SectionBlockPatterns,
  },
  {
    id: "emoji-sizes",
    ui: "emoji",
    title: "List-item emoji sizing",
    description: "Bullets are 16 / 20 / 24 px and section-header emoji 20 / 24 / 40 px on mobile / tablet / desktop.",
    demo: EmojiSizes,
  },
  {
    id: "emoji-list-templates",
    ui: "emoji-list",
    title: "Emoji lists",
    description: "A list with emoji bullets at bullet size; the emoji are decorative, the text carries the meaning.",
    demo: EmojiListTemplates,
  },
  {
    id: "heading-h1-variants",
    ui: "heading",
    title: "H1 header variants",
    description:
      "The page header: highlighted words, an optional icon and a subtitle. Drawn as paragraphs here so the page keeps one h1.",
    demo: HeadingH1Variants,
  },
  {
    id: "heading-h2-variants",
    ui: "heading",
    title: "H2 header variants",
    description: "Section headers with highlighted words, an icon and a subtitle.",
    demo: HeadingH2Variants,
  },
  {
    id: "heading-spacing",
    ui: "heading",
    title: "Header spacing",
    description:
      "Compact, default and spacious: how much room a header leaves around its subtitle and before the next block.",
    demo: HeadingSpacing,
  },
  {
    id: "page-hero-highlight",
    ui: "page-hero",
    title: "Highlighted words",
    description: "The marker highlight behind a word or phrase of a heading.",
    demo: PageHeroHighlight,
  },
  {
    id: "badge-variants",
    ui: "badge",
    title: "Badges",
    description: "Small labels for tags, languages and statuses, with an optional emoji.",
    demo: BadgeVariants,
  },
  {
    id: "badge-length",
    ui: "badge",
    title: "Badge length classes",
    description:
      "A badge's text length decides its class: short always shows, medium and long give way on small screens.",
    demo: BadgeLength,
  },
  {
    id: "badge-clickable",
    ui: "badge",
    title: "Clickable badges",
    description: "Filter chips: toggle buttons that switch from clickable-default to clickable-active.",
    demo: BadgeClickable,
  },
  {
    id: "breadcrumb-trail",
    ui: "breadcrumb",
    title: "Breadcrumb",
    description: "Where a page sits in the site: '>' on showcase pages, '/' on guide and collapsible pages.",
    demo: BreadcrumbTrail,
  },
];
