import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "../button";

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

/** The panel's close button; takes the props a Radix `asChild` part passes down. */
export function PanelCloseButton(props: ComponentProps<"button">) {
  return (
    <Button {...props} variant="ghost" size="icon" aria-label="Close" data-slot="floating-popover-close">
      <X aria-hidden="true" className="size-5" />
    </Button>
  );
}
