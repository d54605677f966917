import {
  type CSSProperties,
  type ReactElement,
  type ToggleEvent,
  cloneElement,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from "react";
import { POPOVER_DEFAULTS, popoverMargins, popoverPositionArea } from "#model/ui/floating-popover.ts";
import { cn } from "./cn";
import { FloatingPopoverCloseContext } from "./floating-popover/close-context";
import { TriggerPlace } from "./floating-popover/floating-anchor";
import type { FloatingPopoverProps } from "./floating-popover/floating-popover-props";
import { PANEL_FRAME_CLASSES, PanelBody, PanelCloseButton, PanelHeader } from "./floating-popover/panel-parts";

export { useCloseFloatingPopover } from "./floating-popover/close-context";
export { FloatingAnchor } from "./floating-popover/floating-anchor";
export type { FloatingPopoverProps } from "./floating-popover/floating-popover-props";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A floating panel (SPEC "Shared building blocks"): the browser's own popover,
 * pre-rendered and opened by its trigger's `popovertarget`, so it works from
 * the first paint and without JavaScript. The browser closes it on Escape, a
 * click outside or the close button, and gives focus back to the trigger; it
 * tells the trigger's expanded state to assistive technology itself. Placed
 * beside its trigger by CSS anchor positioning (styles/app.css), at least 16 px
 * (24 px from 768 px up) from the screen's edges. Defaults: position
 * right-center, side bottom, alignment end, side offset 16.
 *
 * After hydration, focus moves to the panel's first control when it opens, and
 * a page may hold the open state (`open` and `onOpenChange`).
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
  defaultOpen = false,
  onOpenChange,
  className,
}: FloatingPopoverProps) {
  const panelId = useId();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const show = () => panelRef.current?.showPopover({ source: triggerRef.current ?? undefined });
  const hide = () => panelRef.current?.hidePopover();

  // What the page holds, as far as the panel knows: its `open`, or the state the panel last told it
  // of. The page's own changes drive the panel; its answer to what the panel told it does not, so a
  // panel the visitor toggled again before the page re-rendered is left as the visitor has it.
  const pageHolds = useRef(open);
  const tellPage = (opened: boolean) => {
    if (opened === pageHolds.current) return;
    pageHolds.current = opened;
    onOpenChange?.(opened);
  };

  // A panel opened before the page's script ran stays open; a page holding the state is told.
  const adoptOpenedBeforeHydration = useEffectEvent(() => {
    if (panelRef.current?.matches(":popover-open")) {
      if (open === false) tellPage(true);
    } else if (open ?? defaultOpen) show();
  });
  useEffect(() => adoptOpenedBeforeHydration(), []);

  // The browser holds whether the panel is open; a page that passes `open` drives it from here.
  useEffect(() => {
    if (open === pageHolds.current) return;
    pageHolds.current = open;
    // Both do nothing when the panel is already in that state.
    if (open === true) show();
    if (open === false) hide();
  }, [open]);

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const opened = event.newState === "open";
    // Start at the panel's first control rather than its close button.
    if (opened) bodyRef.current?.querySelector<HTMLElement>(TABBABLE)?.focus();
    tellPage(opened);
  };

  const placement = {
    "--popover-area": popoverPositionArea(side, align),
    "--popover-margin": popoverMargins(side, align),
    "--popover-side-offset": `${sideOffset}px`,
  } as CSSProperties;

  return (
    <FloatingPopoverCloseContext value={hide}>
      <TriggerPlace position={position} strategy={strategy}>
        {cloneElement(trigger as ReactElement<Record<string, unknown>>, {
          popoverTarget: panelId,
          "aria-haspopup": "dialog",
          "aria-controls": panelId,
          ref: triggerRef,
        })}
      </TriggerPlace>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        data-slot="floating-popover"
        data-side={side}
        data-align={align}
        style={placement}
        onToggle={onToggle}
        className={cn(
          PANEL_FRAME_CLASSES,
          "flex-col open:flex",
          "transition-[opacity,scale] duration-150 ease-out motion-reduce:transition-none starting:open:scale-95 starting:open:opacity-0",
          className,
        )}
      >
        <PanelHeader titleId={titleId} title={title}>
          {showCloseButton ? <PanelCloseButton popoverTarget={panelId} popoverTargetAction="hide" /> : null}
        </PanelHeader>
        <PanelBody ref={bodyRef}>{children}</PanelBody>
      </div>
    </FloatingPopoverCloseContext>
  );
}
