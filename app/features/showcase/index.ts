import type { ComponentType } from "react";
import type { ShowcaseSlug } from "../../../model/site-pages";
import { BreadcrumbTrail } from "./breadcrumb-trail";
import { ButtonVariants } from "./button-variants";
import { PageHeroHighlight } from "./page-hero-highlight";
import { SectionBackgrounds } from "./section-backgrounds";

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
      description: "Primary, secondary, tertiary, destructive, ghost and link: one component, six looks.",
      demo: ButtonVariants,
    },
  ],
  cards: [],
  collapsible: [],
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
