import { ButtonClicked } from "~/features/showcase/button-clicked";
import { ButtonEmailCopy } from "~/features/showcase/button-email-copy";
import { ButtonIcons } from "~/features/showcase/button-icons";
import { ButtonLoading } from "~/features/showcase/button-loading";
import { ButtonNavigation } from "~/features/showcase/button-navigation";
import { ButtonSizes } from "~/features/showcase/button-sizes";
import { ButtonVariants } from "~/features/showcase/button-variants";
import { CopyTextReferral } from "~/features/showcase/copy-text-referral";
import { FloatingToolbarButtons } from "~/features/showcase/floating-toolbar-buttons";
import { PopoverMenuButton } from "~/features/showcase/popover-menu-button";
import { SafeLinkRule } from "~/features/showcase/safe-link-rule";
import type { ShowcaseSection } from "~/features/showcase/showcase-section";
import { ToasterNotifications } from "~/features/showcase/toaster-notifications";
import { TooltipIconButtons } from "~/features/showcase/tooltip-icon-buttons";

/** The demo sections of /components/buttons, in page order. */
export const buttonsSections: readonly ShowcaseSection[] = [
  {
    id: "button-variants",
    ui: "button",
    title: "Variants",
    description:
      "Primary, secondary, tertiary, destructive, ghost and link: one component, six looks, each with its own hover.",
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
    description:
      "While work runs the button shows a spinner, is disabled and tells screen readers it is busy (aria-busy).",
    demo: ButtonLoading,
  },
  {
    id: "button-clicked",
    ui: "button",
    title: "Clicked state",
    description:
      "Given a clicked label, a click switches the button to a confirmed look for 2 seconds, then it reverts.",
    demo: ButtonClicked,
  },
  {
    id: "button-icons",
    ui: "button",
    title: "Icon usage",
    description:
      "An icon before or after the label, or alone in the square size with an aria-label that names the action.",
    demo: ButtonIcons,
  },
  {
    id: "tooltip-icon-buttons",
    ui: "tooltip",
    title: "Tooltips on icon buttons",
    description:
      "Icon-only buttons explain themselves in a tooltip that opens after 700 ms, on hover or keyboard focus.",
    demo: TooltipIconButtons,
  },
  {
    id: "button-navigation",
    ui: "button",
    title: "Navigation",
    description:
      "Around a SafeLink (asChild) the button is a link: site links stay in the tab, external links open a new tab with no opener.",
    demo: ButtonNavigation,
  },
  {
    id: "safe-link-rule",
    ui: "safe-link",
    title: "Where a link goes",
    description:
      "Every link of the site is a SafeLink: one rule reads the address as a browser does. Pages elsewhere (even written as '/\\host') open a new tab with no opener and say so to screen readers; a refused address keeps its words.",
    demo: SafeLinkRule,
  },
  {
    id: "button-email-copy",
    ui: "button",
    title: "E-mail copy field",
    description: "The address as a mail link beside a Copy button; copying confirms with 'Copied email to clipboard!'.",
    demo: ButtonEmailCopy,
  },
  {
    id: "copy-text-referral",
    ui: "copy-text",
    title: "Copy button without the app's scripts",
    description:
      "A copy button for pages that run no app JavaScript: its few lines of code load when it is first reached for, and the first tap still copies. It says 'Copied!' for 2 seconds; without JavaScript it is hidden.",
    demo: CopyTextReferral,
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
];
