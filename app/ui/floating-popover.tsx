import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import { Popover } from "radix-ui";
import { type ReactElement, type ReactNode, useId, useRef, useSyncExternalStore } from "react";
import { type FloatingPosition, POPOVER_DEFAULTS, popoverMargin } from "../../model/floating-popover";
import { Button } from "./button";
import { cn } from "./cn";

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

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** SPEC §9 margin for the current viewport; the mobile value before hydration. */
function useViewportMargin(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => popoverMargin(window.innerWidth),
    () => popoverMargin(0),
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

type FloatingPopoverProps = {
  /** The button that opens the panel; it gets aria-expanded and aria-controls. */
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

/**
 * A floating panel (SPEC "Shared building blocks"; Radix Popover): opens from
 * its trigger, focus moves to its first control, Tab cycles inside it, and
 * Escape, an outside click or the close button close it and return focus to
 * the trigger. Defaults: position right-center, side bottom, alignment end,
 * side offset 16, 16 / 24 px from the screen edges.
 */
export function FloatingPopover({
  trigger,
  title,
  children,
  position = POPOVER_DEFAULTS.position,
  strategy = "fixed",
  side = POPOVER_DEFAULTS.side,
  align = POPOVER_DEFAULTS.align,
  sideOffset = POPOVER_DEFAULTS.sideOffset,
  showCloseButton = false,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: FloatingPopoverProps) {
  const margin = useViewportMargin();
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const triggerElement = <Popover.Trigger asChild>{trigger}</Popover.Trigger>;

  return (
    <Popover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {position === "inline" ? (
        triggerElement
      ) : (
        <FloatingAnchor position={position} strategy={strategy}>
          {triggerElement}
        </FloatingAnchor>
      )}
      <Popover.Portal>
        <Popover.Content
          data-slot="floating-popover"
          aria-labelledby={titleId}
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={margin}
          onOpenAutoFocus={(event) => {
            // Start at the panel's first control rather than its close button.
            const first = bodyRef.current?.querySelector<HTMLElement>(TABBABLE);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          className={cn(
            "z-50 flex max-h-[var(--radix-popover-content-available-height)] w-[22rem] max-w-[var(--radix-popover-content-available-width)] flex-col overflow-hidden rounded-card border-2 border-ink bg-bg-default text-ink shadow-[4px_4px_0_0_var(--color-ink)] outline-none",
            "origin-[var(--radix-popover-content-transform-origin)] transition-[opacity,scale] duration-150 ease-out motion-reduce:transition-none starting:scale-95 starting:opacity-0",
            className,
          )}
        >
          <div className="flex shrink-0 items-center justify-between gap-sm border-b-2 border-border-soft py-xs pr-xs pl-md">
            <h2 id={titleId} className="py-sm font-display text-body3 font-bold">
              {title}
            </h2>
            {showCloseButton ? (
              <Popover.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close" data-slot="floating-popover-close">
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </Popover.Close>
            ) : null}
          </div>
          <div
            ref={bodyRef}
            data-slot="floating-popover-body"
            // The body scrolls when the screen is short; the header stays.
            className="min-h-0 flex-1 overflow-y-auto p-md"
          >
            {children}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** A control inside the panel that closes it when used (e.g. a menu entry). */
export const FloatingPopoverClose = Popover.Close;
