import type { ComponentType } from "react";
import type { ShowcaseSlug } from "../../../model/showcase-pages";
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
import { ContentCardLayouts } from "./content-card-layouts";
import { CtaBlockBackgrounds } from "./cta-block-backgrounds";
import { CtaBlockEmailForm } from "./cta-block-email-form";
import { CtaBlockImage } from "./cta-block-image";
import { DescriptionMarkupTokens } from "./description-markup-tokens";
import { EmojiListTemplates } from "./emoji-list-templates";
import { EmojiSizes } from "./emoji-sizes";
import { ExpandableCardContact } from "./expandable-card-contact";
import { ExpandableCardControlled } from "./expandable-card-controlled";
import { ExpandableCardDefault } from "./expandable-card-default";
import { ExpandableCardExperience } from "./expandable-card-experience";
import { ExpandableCardFaq } from "./expandable-card-faq";
import { FilterPanelInline } from "./filter-panel-inline";
import { FloatingPopoverPlacement } from "./floating-popover-placement";
import { FloatingToolbarButtons } from "./floating-toolbar-buttons";
import { FloatingToolbarMenus } from "./floating-toolbar-menus";
import { HeadingH1Variants } from "./heading-h1-variants";
import { HeadingH2Variants } from "./heading-h2-variants";
import { HeadingSpacing } from "./heading-spacing";
import { ImageAspectRatio } from "./image-aspect-ratio";
import { ImageBadges } from "./image-badges";
import { ImageCaption } from "./image-caption";
import { ImageFallback } from "./image-fallback";
import { ImageHoverZoom } from "./image-hover-zoom";
import { ImageLightboxOpen } from "./image-lightbox-open";
import { ImageLoading } from "./image-loading";
import { ImageObjectPosition } from "./image-object-position";
import { ImagePlaceholders } from "./image-placeholders";
import { ImageResponsive } from "./image-responsive";
import { ImageWidthPresets } from "./image-width-presets";
import { JumpMenuInline } from "./jump-menu-inline";
import { MarkdownSafety } from "./markdown-safety";
import { PageHeroHighlight } from "./page-hero-highlight";
import { PopoverMenuButton } from "./popover-menu-button";
import { RecommendationCardGrid } from "./recommendation-card-grid";
import { SectionBackgrounds } from "./section-backgrounds";
import { SectionBlockPatterns } from "./section-block-patterns";
import { StackGaps } from "./stack-gaps";
import { StackTokens } from "./stack-tokens";
import { SurfacePaddings } from "./surface-paddings";
import { TextBody } from "./text-body";
import { TextBreakpoints } from "./text-breakpoints";
import { TextHeadings } from "./text-headings";
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
    {
      id: "popover-menu-button",
      ui: "popover-menu",
      title: "Popover menu",
      description:
        "A button that opens a menu of links in a floating panel: icons, nested entries, site links in the tab and external ones in a new tab. Choosing an entry closes the panel.",
      demo: PopoverMenuButton,
    },
    {
      id: "floating-toolbar-buttons",
      ui: "floating-toolbar",
      title: "Floating toolbar",
      description:
        "Icon buttons in a floating pill. The toolbar is one Tab stop; the arrow keys, Home and End move between its buttons, each named for screen readers.",
      demo: FloatingToolbarButtons,
    },
  ],
  cards: [
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
      id: "recommendation-card-grid",
      ui: "recommendation-card",
      title: "Recommendation cards",
      description:
        "Image or icon (with a fallback), title, badges, 'My take' notes in markdown, and 'Get it' with official, regional and other links and a referral code whose 'Copy' button says 'Copied!'.",
      demo: RecommendationCardGrid,
    },
  ],
  collapsible: [
    {
      id: "expandable-card-default",
      ui: "expandable-card",
      title: "Default card",
      description:
        "Title, subtitle, emoji, tags, markdown description, image, details (string, text, case-study, image and unknown entries) and actions. One card is open at a time, none at first; 'Collapse all' closes the open one. Content taller than 500 px gets a sticky 'Collapse section' button.",
      demo: ExpandableCardDefault,
    },
    {
      id: "expandable-card-experience",
      ui: "expandable-card",
      title: "Experience variant",
      description:
        "A job: logo, role, company and the period badge only this variant has. Tags are coloured by category (journey, achievement, company, industry) and the description understands case and link tokens. Sticky collapse above 600 px.",
      demo: ExpandableCardExperience,
    },
    {
      id: "expandable-card-contact",
      ui: "expandable-card",
      title: "Contact variant",
      description:
        "A contact route: emoji, markdown with site links, the note only this variant has, the address and a copy action that confirms with 'Copied email to clipboard!'. Sticky collapse above 400 px.",
      demo: ExpandableCardContact,
    },
    {
      id: "expandable-card-faq",
      ui: "expandable-card",
      title: "FAQ variant",
      description:
        "Questions as lighter cards with markdown answers; one open at a time. Sticky collapse above 400 px.",
      demo: ExpandableCardFaq,
    },
    {
      id: "expandable-card-controlled",
      ui: "expandable-card",
      title: "Opened from outside",
      description:
        "The page can own the open card (value and onValueChange), so a '#hiring' link or a jump-menu entry opens a card and scrolls to it. Keyboard: Tab to a card, arrow keys, Home and End move between cards, Enter or Space opens and closes.",
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
      id: "section-backgrounds",
      ui: "section",
      title: "Section backgrounds",
      description: "Page sections come in three backgrounds, default, subtle and accent, so one part reads apart from the next.",
      demo: SectionBackgrounds,
    },
    {
      id: "section-block-patterns",
      ui: "section",
      title: "Block patterns",
      description: "How blocks stack on real pages: a section with an emoji marker and highlighted title, lists, card grids and quotes.",
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
      description: "The page header: highlighted words, an optional icon and a subtitle. Drawn as paragraphs here so the page keeps one h1.",
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
      description: "Compact, default and spacious: how much room a header leaves around its subtitle and before the next block.",
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
  typography: [
    {
      id: "text-breakpoints",
      ui: "text",
      title: "Breakpoints",
      description: "Mobile 320–767 px, tablet 768–1023 px, desktop 1024–1279 px, large 1280 px and up. The highlighted one is yours.",
      demo: TextBreakpoints,
    },
    {
      id: "text-headings",
      ui: "text",
      title: "Heading scale",
      description: "H1 36 / 40 / 60 px, H2 24 / 32 / 40 px across mobile / tablet / desktop, H3 24 px, H4 20 px; 'now' is what your browser applies.",
      demo: TextHeadings,
    },
    {
      id: "text-body",
      ui: "text",
      title: "Body and caption",
      description: "Body1 and body2 20 px, body3 16 px, caption 14 px.",
      demo: TextBody,
    },
  ],
  spacing: [
    {
      id: "stack-tokens",
      ui: "stack",
      title: "Spacing tokens",
      description: "xs 4 px, sm 8 px, md 16 px, lg 24 px, xl 32 px, section 48 px: every gap, margin and padding comes from these.",
      demo: StackTokens,
    },
    {
      id: "stack-gaps",
      ui: "stack",
      title: "Stacks",
      description: "A stack spaces its children by one token.",
      demo: StackGaps,
    },
    {
      id: "surface-paddings",
      ui: "surface",
      title: "Responsive card paddings",
      description: "Call-to-action cards pad 24 / 32 / 48 px and content cards 16 / 20 / 24 px on mobile / tablet / desktop.",
      demo: SurfacePaddings,
    },
  ],
  "floating-popover": [
    {
      id: "floating-toolbar-menus",
      ui: "floating-toolbar",
      title: "Toolbar with three menus",
      description:
        "A floating toolbar with a navigate menu, a filter menu whose badge counts the unselected filters, and quick actions. Demo actions only log to the console.",
      demo: FloatingToolbarMenus,
    },
    {
      id: "floating-popover-placement",
      ui: "floating-popover",
      title: "Placement, close button and control",
      description:
        "By default a panel opens below its trigger, aligned to its end, 16 px away, and keeps 16 px (mobile) or 24 px (desktop) from the screen edges. Escape or a click outside closes it and focus returns to the trigger.",
      demo: FloatingPopoverPlacement,
    },
    {
      id: "filter-panel-inline",
      ui: "filter-panel",
      title: "Filter panel",
      description:
        "Chip groups, the 'N of M' count, 'Clear' and 'Apply Filters'. What each does is the page's rule, and so is the trigger's badge: here it counts the chips that are on.",
      demo: FilterPanelInline,
    },
  ],
  images: [
    {
      id: "image-aspect-ratio",
      ui: "image",
      group: "Layout",
      title: "Aspect ratio",
      description: "The frame keeps its shape before the picture arrives, so nothing shifts: 1:1, 4:3, 16:9, 21:9 or any ratio.",
      demo: ImageAspectRatio,
    },
    {
      id: "image-object-position",
      ui: "image",
      group: "Layout",
      title: "Object position",
      description: "Nine ways to choose which part of a cropped picture stays in view.",
      demo: ImageObjectPosition,
    },
    {
      id: "image-width-presets",
      ui: "image",
      group: "Layout",
      title: "Width presets",
      description: "xs 320 px, md 448 px, 2xl 672 px, or full: the container's width.",
      demo: ImageWidthPresets,
    },
    {
      id: "image-caption",
      ui: "image",
      group: "Content",
      title: "Captions",
      description: "A caption under the frame, kept under 60 characters.",
      demo: ImageCaption,
    },
    {
      id: "image-badges",
      ui: "image",
      group: "Content",
      title: "Badges",
      description: "Badges sit in a corner of the picture. With a caption, the bottom corners are skipped and the console says so.",
      demo: ImageBadges,
    },
    {
      id: "image-loading",
      ui: "image",
      group: "Loading",
      title: "Lazy, eager and priority",
      description: "Pictures below the fold load lazily; the page's main picture loads first and shows without a fade.",
      demo: ImageLoading,
    },
    {
      id: "image-placeholders",
      ui: "image",
      group: "Loading",
      title: "Placeholders and fade-in",
      description: "While loading, a blurred blurhash or a pulsing block holds the space, then the picture fades in.",
      demo: ImagePlaceholders,
    },
    {
      id: "image-responsive",
      ui: "image",
      group: "Loading",
      title: "srcSet and sizes",
      description: "Offer 640, 1024 and 1920 px files and let the browser pick the one the screen needs.",
      demo: ImageResponsive,
    },
    {
      id: "image-fallback",
      ui: "image",
      group: "Loading",
      title: "Fallback on error",
      description: "A picture that fails to load is replaced by fallbackSrc, /placeholder.svg unless you choose another.",
      demo: ImageFallback,
    },
    {
      id: "image-hover-zoom",
      ui: "image",
      group: "Interaction",
      title: "Hover zoom",
      description: "A gentle zoom under the pointer; none by default.",
      demo: ImageHoverZoom,
    },
    {
      id: "image-lightbox-open",
      ui: "image-lightbox",
      group: "Interaction",
      title: "Lightbox",
      description: "A full-screen view at most 90vh tall, loaded only when first opened. The trigger is a 44 x 44 px target or larger.",
      demo: ImageLightboxOpen,
    },
    {
      id: "jump-menu-inline",
      ui: "jump-menu",
      group: "Interaction",
      title: "Jump-to menu",
      description: "The floating table of contents of this page: it highlights the section you are reading, collapses, and has 'Back to top'.",
      demo: JumpMenuInline,
    },
  ],
};
