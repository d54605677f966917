import { ContentCardLayouts } from "~/features/showcase/content-card-layouts";
import { CtaBlockBackgrounds } from "~/features/showcase/cta-block-backgrounds";
import { CtaBlockEmailForm } from "~/features/showcase/cta-block-email-form";
import { CtaBlockImage } from "~/features/showcase/cta-block-image";
import { EmojiCardKinds } from "~/features/showcase/emoji-card-kinds";
import { RecommendationCardGrid } from "~/features/showcase/recommendation-card-grid";
import type { ShowcaseSection } from "~/features/showcase/showcase-section";

/** The demo sections of /components/cards, in page order. */
export const cardsSections: readonly ShowcaseSection[] = [
  {
    id: "cta-block-backgrounds",
    ui: "cta-block",
    title: "Call to action: text only",
    description:
      "Title, description and one or more buttons on six backgrounds: default, rich-cyan, rich-magenta, dark-primary, dark-cyan and dark-teal. Padding grows 24, 32, 48 px with the screen.",
    demo: CtaBlockBackgrounds,
  },
  {
    id: "cta-block-image",
    ui: "cta-block",
    title: "Call to action with an image",
    description: "The same block with a picture beside the text and badges in the picture's corners.",
    demo: CtaBlockImage,
  },
  {
    id: "cta-block-email-form",
    ui: "cta-block",
    title: "Call to action with an e-mail form",
    description:
      "A required e-mail field (type email, nothing else checked). On submit the address goes to a handler and the field clears; here the handler only logs.",
    demo: CtaBlockEmailForm,
  },
  {
    id: "content-card-layouts",
    ui: "content-card",
    title: "Content cards",
    description:
      "A horizontal case study, a vertical insight and an icon category with its colours and item count. Markdown-style links in a description show their URL; the card itself is one link, external ones in a new tab.",
    demo: ContentCardLayouts,
  },
  {
    id: "emoji-card-kinds",
    ui: "emoji-card",
    title: "Emoji cards",
    description:
      "A card led by a large emoji that screen readers skip: a title and a line under it (the template kinds, the values), or content of its own (the talk numbers).",
    demo: EmojiCardKinds,
  },
  {
    id: "recommendation-card-grid",
    ui: "recommendation-card",
    layer: "blocks",
    title: "Recommendation cards",
    description:
      "Image or icon (with a fallback), title, badges, 'My take' notes in markdown, and 'Get it' with official, regional and other links and a referral code whose 'Copy' button says 'Copied!'.",
    demo: RecommendationCardGrid,
  },
];
