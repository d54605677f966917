import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { type FloatingPosition, POPOVER_DEFAULTS } from "#model/ui/floating-popover.ts";
import { cn } from "~/ui/cn";

const anchorVariants = cva("z-30", {
  variants: {
    position: {
      "right-center": "top-1/2 right-md -translate-y-1/2 md:right-lg",
      "left-center": "top-1/2 left-md -translate-y-1/2 md:left-lg",
      "top-right": "right-md md:right-lg",
      "top-left": "left-md md:left-lg",
      "bottom-right": "right-md bottom-md md:right-lg md:bottom-lg",
      "bottom-left": "bottom-md left-md md:bottom-lg md:left-lg",
      "bottom-center": "bottom-md left-1/2 -translate-x-1/2 md:bottom-lg",
    } satisfies Record<FloatingPosition, string>,
    strategy: {
      /** Fixed to the screen. */
      fixed: "fixed",
      /** Placed in the nearest positioned container (documentation frames). */
      absolute: "absolute",
    },
  },
  compoundVariants: [
    // Top positions clear the sticky top bar when fixed to the screen.
    { position: ["top-right", "top-left"], strategy: "fixed", className: "top-24 md:top-28" },
    { position: ["top-right", "top-left"], strategy: "absolute", className: "top-md md:top-lg" },
  ],
  defaultVariants: { position: POPOVER_DEFAULTS.position, strategy: "fixed" },
});

type FloatingAnchorProps = {
  position?: FloatingPosition;
  strategy?: "fixed" | "absolute";
  children: ReactNode;
  className?: string;
};

/** Holds floating controls at a screen position, 16 px from the edges on mobile and 24 px from 768 px up. */
export function FloatingAnchor({
  position = POPOVER_DEFAULTS.position,
  strategy,
  children,
  className,
}: FloatingAnchorProps) {
  return (
    <div
      data-slot="floating-anchor"
      data-position={position}
      className={cn(anchorVariants({ position, strategy }), className)}
    >
      {children}
    </div>
  );
}

/** Puts a popover's trigger in a FloatingAnchor, or leaves it where it is rendered when the position is "inline". */
export function TriggerPlace({
  position,
  strategy,
  children,
}: {
  position: FloatingPosition | "inline";
  strategy: "fixed" | "absolute";
  children: ReactNode;
}) {
  if (position === "inline") return children;
  return (
    <FloatingAnchor position={position} strategy={strategy}>
      {children}
    </FloatingAnchor>
  );
}
