import type { ReactElement, ReactNode } from "react";
import type { FloatingPosition } from "#model/ui/floating-popover.ts";

/** What a page gives a FloatingPopover (app/ui/floating-popover.tsx). */
export type FloatingPopoverProps = {
  /** The button that opens the panel; it gets `popovertarget`, aria-haspopup and aria-controls. */
  trigger: ReactElement;
  /** The panel's heading and its accessible name. */
  title: string;
  children: ReactNode;
  /** Where the trigger floats on the screen, or "inline" to leave it where it is rendered (e.g. in a toolbar). */
  position?: FloatingPosition | "inline";
  strategy?: "fixed" | "absolute";
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
  sideOffset?: number;
  /** Shows a close button in the panel's header. */
  showCloseButton?: boolean;
  /** Controlled open state; leave out (with defaultOpen) for an uncontrolled panel. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};
