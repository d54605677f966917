import type { ComponentType } from "react";
import type { ShowcaseSlug } from "../../../model/site-pages";
import { BadgeClickable } from "./badge-clickable";
import { BadgeLength } from "./badge-length";
import { BadgeVariants } from "./badge-variants";
import { BreadcrumbTrail } from "./breadcrumb-trail";
import { ButtonClicked } from "./button-clicked";
import { ButtonEmailCopy } from "./button-email-copy";
import { ButtonIcons } from "./button-icons";
import { ButtonLoading } from "./button-loading";
import { ButtonNavigation } from "./button-navigation";
import { ButtonSizes } from "./button-sizes";
import { ButtonVariants } from "./button-variants";
import { CaseStudyCardGrid } from "./case-study-card-grid";
import { DescriptionMarkupTokens } from "./description-markup-tokens";
import { MarkdownSafety } from "./markdown-safety";
import { PageHeroHighlight } from "./page-hero-highlight";
import { SectionBackgrounds } from "./section-backgrounds";
import { ToasterNotifications } from "./toaster-notifications";
import { TooltipIconButtons } from "./tooltip-icon-buttons";

/**
 * One documented example on a showcase page. The demo lives in
 * `app/features/showcase/<id>.tsx`, and `id` always starts with the name of the
 * `app/ui/<ui>.tsx` file it documents (index.test.ts checks both), so the page
 * renders the real component and the documentation cannot drift.
 */
export type ShowcaseSection = {
  /** `<ui-name>-<variant>`: the demo's file name, also the section's anchor. */
  id: string;
  /** Name of the documented file in app/ui, without `.tsx`. */
  ui: string;
  title: string;
  description: string;
  /** Optional group name; the images page's jump-to menu nests sections under it. */
  group?: string;
  demo: ComponentType;
};

/**
 * Every showcase page's demo sections, in page order. To document a component,
 * add a demo file and one entry here under the page it belongs to.
 */
export const showcaseSections: Record<ShowcaseSlug, readonly ShowcaseSection[]> = {
  buttons: [
    {
      id: "button-variants",
      ui: "button",
      title: "Variants",
      description: "Primary, secondary, tertiary, destructive, ghost and link: one component, six looks, each with its own hover.",
      demo: ButtonVariants,
    },
    {
      id: "button-sizes",
      ui: "button",
      title: "Sizes",
      description: "Small, medium, large and a square icon size; every size keeps the 44 x 44 px minimum tap target.",
      demo: ButtonSizes,
    },
    {
      id: "button-loading",
      ui: "button",
      title: "Loading",
      description: "While work runs the button shows a spinner, is disabled and tells screen readers it is busy (aria-busy).",
      demo: ButtonLoading,
    },
    {
      id: "button-clicked",
      ui: "button",
      title: "Clicked state",
      description: "Given a clicked label, a click switches the button to a confirmed look for 2 seconds, then it reverts.",
      demo: ButtonClicked,
    },
    {
      id: "button-icons",
      ui: "button",
      title: "Icon usage",
      description: "An icon before or after the label, or alone in the square size with an aria-label that names the action.",
      demo: ButtonIcons,
    },
    {
      id: "tooltip-icon-buttons",
      ui: "tooltip",
      title: "Tooltips on icon buttons",
      description: "Icon-only buttons explain themselves in a tooltip that opens after 700 ms, on hover or keyboard focus.",
      demo: TooltipIconButtons,
    },
    {
      id: "button-navigation",
      ui: "button",
      title: "Navigation",
      description: "Given an href the button renders a link: site links stay in the tab, external links open a new tab with no opener.",
      demo: ButtonNavigation,
    },
    {
      id: "button-email-copy",
      ui: "button",
      title: "E-mail copy field",
      description: "The address as a mail link beside a Copy button; copying confirms with 'Copied email to clipboard!'.",
      demo: ButtonEmailCopy,
    },
    {
      id: "toaster-notifications",
      ui: "toaster",
      title: "Toasts",
      description: "Confirmations appear as toasts: three at most at a time, each gone after four seconds.",
      demo: ToasterNotifications,
    },
  ],
  cards: [],
  collapsible: [
    {
      id: "markdown-safety",
      ui: "markdown",
      title: "Markdown descriptions",
      description:
        "Card descriptions are markdown with GitHub extras. Raw HTML never runs, links keep only http, https, irc, ircs, mailto and xmpp, and http links open a new tab.",
      demo: MarkdownSafety,
    },
    {
      id: "description-markup-tokens",
      ui: "description-markup",
      title: "Experience description markup",
      description:
        "Experience descriptions are markdown with embedded <<image:path>>, <<case:slug>> and <<link:url>> tokens, rendered in order. An unknown case slug renders nothing; a link becomes an 'External Article' card.",
      demo: DescriptionMarkupTokens,
    },
    {
      id: "case-study-card-grid",
      ui: "case-study-card",
      title: "Case-study cards",
      description: "A case study's thumbnail, title and tags; the whole card opens the write-up in a new tab.",
      demo: CaseStudyCardGrid,
    },
  ],
  content: [
    {
      id: "page-hero-highlight",
      ui: "page-hero",
      title: "Highlighted words",
      description: "A word or phrase in a heading drawn with a marker highlight.",
      demo: PageHeroHighlight,
    },
    {
      id: "section-backgrounds",
      ui: "section",
      title: "Section backgrounds",
      description: "Page sections come in three backgrounds: default, subtle and accent.",
      demo: SectionBackgrounds,
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
      description: "A badge's text length decides its class: short always shows, medium and long give way on small screens.",
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
  ],
  typography: [],
  spacing: [],
  "floating-popover": [],
  images: [],
};
