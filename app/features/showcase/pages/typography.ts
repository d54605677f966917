import type { ShowcaseSection } from "~/features/showcase/showcase-section";
import { TextBody } from "~/features/showcase/text-body";
import { TextBreakpoints } from "~/features/showcase/text-breakpoints";
import { TextHeadings } from "~/features/showcase/text-headings";

/** The demo sections of /components/typography, in page order. */
export const typographySections: readonly ShowcaseSection[] = [
  {
    id: "text-breakpoints",
    ui: "text",
    title: "Breakpoints",
    description:
      "Mobile 320–767 px, tablet 768–1023 px, desktop 1024–1279 px, large 1280 px and up. The highlighted one is yours.",
    demo: TextBreakpoints,
  },
  {
    id: "text-headings",
    ui: "text",
    title: "Heading scale",
    description:
      "H1 36 / 40 / 60 px, H2 24 / 32 / 40 px across mobile / tablet / desktop, H3 24 px, H4 20 px; 'now' is what your browser applies.",
    demo: TextHeadings,
  },
  {
    id: "text-body",
    ui: "text",
    title: "Body and caption",
    description: "Body1 and body2 20 px, body3 16 px, caption 14 px.",
    demo: TextBody,
  },
];
