import type { ShowcaseSection } from "~/features/showcase/showcase-section";
import { StackGaps } from "~/features/showcase/stack-gaps";
import { StackTokens } from "~/features/showcase/stack-tokens";
import { SurfacePaddings } from "~/features/showcase/surface-paddings";

/** The demo sections of /components/spacing, in page order. */
export const spacingSections: readonly ShowcaseSection[] = [
  {
    id: "stack-tokens",
    ui: "stack",
    title: "Spacing tokens",
    description:
      "xs 4 px, sm 8 px, md 16 px, lg 24 px, xl 32 px, section 48 px: every gap, margin and padding comes from these.",
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
    description:
      "Call-to-action cards pad 24 / 32 / 48 px and content cards 16 / 20 / 24 px on mobile / tablet / desktop.",
    demo: SurfacePaddings,
  },
];
