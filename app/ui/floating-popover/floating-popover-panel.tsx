import { Popover } from "radix-ui";
import { useId, useRef, useSyncExternalStore } from "react";
import { POPOVER_DEFAULTS, popoverMargin } from "../../../model/floating-popover";
import { cn } from "../cn";
import { FloatingPopoverCloseContext } from "./close-context";
import { TriggerPlace } from "./floating-anchor";
import type { FloatingPopoverPanelProps } from "./floating-popover-props";
import { PANEL_FRAME_CLASSES, PanelBody, PanelCloseButton, PanelHeader } from "./panel-parts";

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

/**
 * The floating panel itself (Radix Popover), loaded the first time a
 * FloatingPopover opens: focus moves to its first control, Tab cycles inside
 * it, and Escape, an outside click or the close button close it and return
 * focus to the trigger.
 */
export function FloatingPopoverPanel({
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
  onOpenChange,
  className,
}: FloatingPopoverPanelProps) {
  const margin = useViewportMargin();
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <TriggerPlace position={position} strategy={strategy}>
        <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      </TriggerPlace>
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
            PANEL_FRAME_CLASSES,
            "z-50 flex max-h-[var(--radix-popover-content-available-height)] max-w-[var(--radix-popover-content-available-width)] flex-col outline-none",
            "origin-[var(--radix-popover-content-transform-origin)] transition-[opacity,scale] duration-150 ease-out motion-reduce:transition-none starting:scale-95 starting:opacity-0",
            className,
          )}
        >
          <PanelHeader titleId={titleId} title={title}>
            {showCloseButton ? (
              <Popover.Close asChild>
                <PanelCloseButton />
              </Popover.Close>
            ) : null}
          </PanelHeader>
          <PanelBody ref={bodyRef}>
            <FloatingPopoverCloseContext value={() => onOpenChange(false)}>{children}</FloatingPopoverCloseContext>
          </PanelBody>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
