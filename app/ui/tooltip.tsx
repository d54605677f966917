import { Tooltip as TooltipPrimitive } from "radix-ui";
import { type ReactElement, type ReactNode, createContext, useContext } from "react";
import { cn } from "./cn";

/** SPEC §9: tooltip open delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const ProviderPresent = createContext(false);

/**
 * Shares the delays between the tooltips inside it: once one is open, moving to
 * a neighbour within 300 ms opens it at once. Mount it once around a page's tooltips.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <ProviderPresent.Provider value={true}>{children}</ProviderPresent.Provider>
    </TooltipPrimitive.Provider>
  );
}

type TooltipProps = {
  /** The tip text; it also becomes the trigger's description for screen readers. */
  content: ReactNode;
  /** One focusable element (a button or link) that shows the tip on hover and on keyboard focus. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  className?: string;
};

/** A short hint shown on hover or focus after 700 ms; Escape hides it (Radix Tooltip). */
export function Tooltip({ content, children, side = "top", className }: TooltipProps) {
  const hasProvider = useContext(ProviderPresent);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip"
          side={side}
          sideOffset={8}
          collisionPadding={16}
          className={cn(
            "z-50 max-w-[16rem] rounded-card border-2 border-ink bg-ink px-sm py-xs text-caption font-medium text-on-ink shadow-[3px_3px_0_0_var(--color-highlight)]",
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink" width={12} height={6} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  // A lone tooltip still gets SPEC's delays from a provider of its own.
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
