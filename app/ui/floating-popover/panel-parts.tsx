import { X } from "lucide-react";
import type { ComponentProps, ReactNode, Ref } from "react";
import { Button } from "~/ui/button";

/** The frame of a floating panel. */
export const PANEL_FRAME_CLASSES =
  "w-[22rem] overflow-hidden rounded-card border-2 border-ink bg-bg-default text-ink shadow-[4px_4px_0_0_var(--color-ink)]";

/** A floating panel's header: its title (the panel's name) and, optionally, a close button. */
export function PanelHeader({ titleId, title, children }: { titleId: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex shrink-0 items-center justify-between gap-sm border-b-2 border-border-soft py-xs pr-xs pl-md">
      <h2 id={titleId} className="py-sm font-display text-body3 font-bold">
        {title}
      </h2>
      {children}
    </div>
  );
}

/** The panel's close button (given `popoverTarget` and `popoverTargetAction="hide"` by the panel). */
export function PanelCloseButton(props: ComponentProps<"button">) {
  return (
    <Button {...props} variant="ghost" size="icon" aria-label="Close" data-slot="floating-popover-close">
      <X aria-hidden="true" className="size-5" />
    </Button>
  );
}

/** The panel's contents; it scrolls when the screen is short, the header stays. */
export function PanelBody({ ref, children }: { ref?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div ref={ref} data-slot="floating-popover-body" className="min-h-0 flex-1 overflow-y-auto p-md">
      {children}
    </div>
  );
}
