import { Toolbar } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import type { FloatingPosition } from "#model/ui/floating-popover.ts";
import { cn } from "./cn";
import { FloatingAnchor } from "./floating-popover";

type FloatingToolbarProps = {
  /** Names the toolbar for screen readers. */
  label: string;
  children: ReactNode;
  /** Where it floats, or "inline" to leave it in the page flow. */
  position?: FloatingPosition | "inline";
  strategy?: "fixed" | "absolute";
  orientation?: "horizontal" | "vertical";
  className?: string;
};

/**
 * A pill of buttons that floats over the page (Radix Toolbar): Tab reaches it
 * once, the arrow keys move between its buttons, Home and End jump to the ends.
 * Its buttons can open FloatingPopovers.
 */
export function FloatingToolbar({
  label,
  children,
  position = "right-center",
  strategy,
  orientation = "horizontal",
  className,
}: FloatingToolbarProps) {
  const bar = (
    <Toolbar.Root
      aria-label={label}
      orientation={orientation}
      data-slot="floating-toolbar"
      className={cn(
        "flex gap-xs rounded-pill border-2 border-ink bg-bg-default p-xs shadow-[4px_4px_0_0_var(--color-ink)]",
        orientation === "vertical" ? "flex-col" : "flex-row items-center",
        className,
      )}
    >
      {children}
    </Toolbar.Root>
  );
  if (position === "inline") return bar;
  return (
    <FloatingAnchor position={position} strategy={strategy}>
      {bar}
    </FloatingAnchor>
  );
}

/**
 * Makes its one child (a Button, or a FloatingPopover trigger) a toolbar item,
 * so it joins the toolbar's arrow-key navigation.
 */
export function FloatingToolbarItem(props: ComponentProps<typeof Toolbar.Button>) {
  return <Toolbar.Button asChild {...props} />;
}
