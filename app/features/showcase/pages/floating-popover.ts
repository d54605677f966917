import { FilterPanelInline } from "~/features/showcase/filter-panel-inline";
import { FloatingPopoverPlacement } from "~/features/showcase/floating-popover-placement";
import { FloatingToolbarMenus } from "~/features/showcase/floating-toolbar-menus";
import type { ShowcaseSection } from "~/features/showcase/showcase-section";

/** The demo sections of /components/floating-popover, in page order. */
export const floatingPopoverSections: readonly ShowcaseSection[] = [
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
];
