import { ImageAspectRatio } from "~/features/showcase/image-aspect-ratio";
import { ImageBadges } from "~/features/showcase/image-badges";
import { ImageCaption } from "~/features/showcase/image-caption";
import { ImageFallback } from "~/features/showcase/image-fallback";
import { ImageHoverZoom } from "~/features/showcase/image-hover-zoom";
import { ImageLightboxOpen } from "~/features/showcase/image-lightbox-open";
import { ImageLoading } from "~/features/showcase/image-loading";
import { ImageObjectPosition } from "~/features/showcase/image-object-position";
import { ImagePlaceholders } from "~/features/showcase/image-placeholders";
import { ImageResponsive } from "~/features/showcase/image-responsive";
import { ImageWidthPresets } from "~/features/showcase/image-width-presets";
import { JumpMenuInline } from "~/features/showcase/jump-menu-inline";
import type { ShowcaseSection } from "~/features/showcase/showcase-section";

/** The demo sections of /components/images, in page order. */
export const imagesSections: readonly ShowcaseSection[] = [
  {
    id: "image-aspect-ratio",
    ui: "image",
    group: "Layout",
    title: "Aspect ratio",
    description:
      "The frame keeps its shape before the picture arrives, so nothing shifts: 1:1, 4:3, 16:9, 21:9 or any ratio.",
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
    description:
      "Badges sit in a corner of the picture. With a caption, the bottom corners are skipped and the console says so.",
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
    description:
      "A full-screen view at most 90vh tall, loaded only when first opened. The trigger is a 44 x 44 px target or larger.",
    demo: ImageLightboxOpen,
  },
  {
    id: "jump-menu-inline",
    ui: "jump-menu",
    group: "Interaction",
    title: "Jump-to menu",
    description:
      "The floating table of contents of this page: it highlights the section you are reading, collapses, and has 'Back to top'.",
    demo: JumpMenuInline,
  },
];
