import type { ShowcaseSlug } from "#model/pages/showcase-pages.ts";
import { buttonsSections } from "./pages/buttons";
import { cardsSections } from "./pages/cards";
import { collapsibleSections } from "./pages/collapsible";
import { contentSections } from "./pages/content";
import { floatingPopoverSections } from "./pages/floating-popover";
import { imagesSections } from "./pages/images";
import { spacingSections } from "./pages/spacing";
import { typographySections } from "./pages/typography";
import type { ShowcaseSection } from "./showcase-section";

export type { ShowcaseSection } from "./showcase-section";

/**
 * Every showcase page's demo sections, in page order: the one index of the
 * showcase. Each page's list lives in pages/<slug>.ts, which the page's route
 * imports on its own, so a /components page loads only its own demos. To
 * document a component, add a demo file and one entry in its page's list.
 */
export const showcaseSections: Record<ShowcaseSlug, readonly ShowcaseSection[]> = {
  buttons: buttonsSections,
  cards: cardsSections,
  collapsible: collapsibleSections,
  content: contentSections,
  typography: typographySections,
  spacing: spacingSections,
  "floating-popover": floatingPopoverSections,
  images: imagesSections,
};
