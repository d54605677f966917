import { type ComponentType, useEffect, useState } from "react";
import { POPOVER_DEFAULTS } from "../../model/floating-popover";
import { TriggerPlace } from "./floating-popover/floating-anchor";
import type { FloatingPopoverPanelProps, FloatingPopoverProps } from "./floating-popover/floating-popover-props";
import { floatingPopoverPanel } from "./floating-popover/load-floating-popover-panel";
import { withTriggerProps } from "./floating-popover/trigger-props";

export { useCloseFloatingPopover } from "./floating-popover/close-context";
export { FloatingAnchor } from "./floating-popover/floating-anchor";
export type { FloatingPopoverProps } from "./floating-popover/floating-popover-props";

/**
 * A floating panel (SPEC "Shared building blocks"; Radix Popover): opens from
 * its trigger, focus moves to its first control, Tab cycles inside it, and
 * Escape, an outside click or the close button close it and return focus to
 * the trigger. Defaults: position right-center, side bottom, alignment end,
 * side offset 16, 16 / 24 px from the screen edges.
 *
 * Until it first opens it is only its trigger: the panel's script loads when
 * the trigger is pointed at or focused, and takes over (the trigger element is
 * replaced once, as focus moves into the panel) when it opens.
 */
export function FloatingPopover({ open: openProp, defaultOpen = false, onOpenChange, ...props }: FloatingPopoverProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  // Once asked to open, this popover is the panel for good, so its trigger is replaced only at that moment.
  const [activated, setActivated] = useState(open);
  if (open && !activated) setActivated(true);
  const [Panel, setPanel] = useState<ComponentType<FloatingPopoverPanelProps>>();
  const loadedPanel = floatingPopoverPanel.loaded();
  if (activated && !Panel && loadedPanel) setPanel(() => loadedPanel);
  useEffect(() => {
    if (!activated || floatingPopoverPanel.loaded()) return;
    let current = true;
    void floatingPopoverPanel.load().then((panel) => current && setPanel(() => panel));
    return () => {
      current = false;
    };
  }, [activated]);

  if (Panel) return <Panel {...props} open={open} onOpenChange={setOpen} />;

  const preload = () => void floatingPopoverPanel.load();
  return (
    <TriggerPlace position={props.position ?? POPOVER_DEFAULTS.position} strategy={props.strategy ?? "fixed"}>
      {withTriggerProps(props.trigger, false, {
        onPointerEnter: preload,
        onFocus: preload,
        onClick: () => setOpen(!open),
      })}
    </TriggerPlace>
  );
}
