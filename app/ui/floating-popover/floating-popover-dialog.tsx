import { useEffect, useId, useRef } from "react";
import { POPOVER_DEFAULTS } from "../../../model/floating-popover";
import { cn } from "../cn";
import { FloatingPopoverCloseContext } from "./close-context";
import { TriggerPlace } from "./floating-anchor";
import type { FloatingPopoverPanelProps } from "./floating-popover-props";
import { PANEL_FRAME_CLASSES, PanelBody, PanelCloseButton, PanelHeader } from "./panel-parts";
import { withTriggerProps } from "./trigger-props";

/**
 * Stands in for the floating panel when its script cannot be loaded (the
 * visitor went offline, a deploy removed the old file): the same contents in
 * the browser's own modal dialog, centred, which keeps focus inside, closes on
 * Escape, the close button or a click beside it, and gives focus back to the trigger.
 */
export function FloatingPopoverDialog({
  trigger,
  title,
  children,
  position = POPOVER_DEFAULTS.position,
  strategy = "fixed",
  open,
  onOpenChange,
  className,
}: FloatingPopoverPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      triggerRef.current?.focus();
    }
  }, [open]);

  const close = () => onOpenChange(false);
  return (
    <FloatingPopoverCloseContext value={close}>
      <TriggerPlace position={position} strategy={strategy}>
        {withTriggerProps(trigger, open, { onClick: () => onOpenChange(!open) }, triggerRef)}
      </TriggerPlace>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        data-slot="floating-popover"
        // Escape closes the dialog itself; the page's state follows.
        onClose={() => {
          if (open) close();
          triggerRef.current?.focus();
        }}
        // A click on the backdrop lands on the dialog element; its contents fill it.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className={cn(
          PANEL_FRAME_CLASSES,
          "m-auto max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] p-0 backdrop:bg-scrim/40",
          className,
        )}
      >
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <PanelHeader titleId={titleId} title={title}>
            <PanelCloseButton onClick={close} />
          </PanelHeader>
          <PanelBody>{children}</PanelBody>
        </div>
      </dialog>
    </FloatingPopoverCloseContext>
  );
}
