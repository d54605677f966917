import { CaseStudyCardGrid } from "~/features/showcase/case-study-card-grid";
import { DescriptionMarkupTokens } from "~/features/showcase/description-markup-tokens";
import { DisclosureGroup } from "~/features/showcase/disclosure-group";
import { ExpandableCardContact } from "~/features/showcase/expandable-card-contact";
import { ExpandableCardControlled } from "~/features/showcase/expandable-card-controlled";
import { ExpandableCardDefault } from "~/features/showcase/expandable-card-default";
import { ExpandableCardExperience } from "~/features/showcase/expandable-card-experience";
import { ExpandableCardFaq } from "~/features/showcase/expandable-card-faq";
import { MarkdownSafety } from "~/features/showcase/markdown-safety";
import type { ShowcaseSection } from "~/features/showcase/showcase-section";

/** The demo sections of /components/collapsible, in page order. */
export const collapsibleSections: readonly ShowcaseSection[] = [
  {
    id: "disclosure-group",
    ui: "disclosure",
    title: "Disclosure",
    description:
      "The primitive under every expandable thing: Root (a details element), Trigger (its summary) and Content, in a Group whose members share a name so one is open at a time. It works before and without the page's script; arrow keys, Home and End move between triggers once the script has loaded.",
    demo: DisclosureGroup,
  },
  {
    id: "expandable-card-default",
    ui: "expandable-card",
    layer: "blocks",
    title: "Default card",
    description:
      "Title, subtitle, emoji, tags, markdown description, image, details (string, text, case-study, image and unknown entries) and actions. One card is open at a time, none at first; 'Collapse all' closes the open one. Content taller than 500 px gets a sticky 'Collapse section' button.",
    demo: ExpandableCardDefault,
  },
  {
    id: "expandable-card-experience",
    ui: "expandable-card",
    layer: "blocks",
    title: "Experience variant",
    description:
      "A job: logo, role, company and the period badge only this variant has. Tags are coloured by category (journey, achievement, company, industry) and the description understands case and link tokens. Sticky collapse above 600 px.",
    demo: ExpandableCardExperience,
  },
  {
    id: "expandable-card-contact",
    ui: "expandable-card",
    layer: "blocks",
    title: "Contact variant",
    description:
      "A contact route: emoji, markdown with site links, the note only this variant has, the address and a copy action that confirms with 'Copied email to clipboard!'. Sticky collapse above 400 px.",
    demo: ExpandableCardContact,
  },
  {
    id: "expandable-card-faq",
    ui: "expandable-card",
    layer: "blocks",
    title: "FAQ variant",
    description: "Questions as lighter cards with markdown answers; one open at a time. Sticky collapse above 400 px.",
    demo: ExpandableCardFaq,
  },
  {
    id: "expandable-card-controlled",
    ui: "expandable-card",
    layer: "blocks",
    title: "Opened from outside",
    description:
      "The page can own the open card (each card's open and onOpenChange), so a '#hiring' link or a jump-menu entry opens a card and scrolls to it. Keyboard: Tab to a card, arrow keys, Home and End move between cards, Enter or Space opens and closes.",
    demo: ExpandableCardControlled,
  },
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
    layer: "blocks",
    title: "Experience description markup",
    description:
      "Experience descriptions are markdown with embedded <<image:path>>, <<case:slug>> and <<link:url>> tokens, rendered in order. An unknown case slug renders nothing; a link becomes an 'External Article' card.",
    demo: DescriptionMarkupTokens,
  },
  {
    id: "case-study-card-grid",
    ui: "case-study-card",
    layer: "blocks",
    title: "Case-study cards",
    description: "A case study's thumbnail, title and tags; the whole card opens the write-up in a new tab.",
    demo: CaseStudyCardGrid,
  },
];
