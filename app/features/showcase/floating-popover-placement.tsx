import { useState } from "react";
import { Button } from "~/ui/button";
import { FloatingPopover } from "~/ui/floating-popover";
import { DemoItem } from "./demo-label";

const placements = [
  { label: "defaults: side bottom, align end", side: undefined, align: undefined },
  { label: "side top, align start", side: "top", align: "start" },
  { label: "side right, align center", side: "right", align: "center" },
  { label: "side left, align center", side: "left", align: "center" },
] as const;

/** Sides and alignments, the optional close button, and a panel opened from outside. */
export function FloatingPopoverPlacement() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-xl">
      <div className="grid grid-cols-1 gap-lg sm:grid-cols-2">
        {placements.map((placement) => (
          <DemoItem key={placement.label} label={placement.label}>
            <FloatingPopover
              position="inline"
              title="Panel"
              side={placement.side}
              align={placement.align}
              trigger={<Button variant="secondary">Open ({placement.side ?? "bottom"})</Button>}
            >
              <p className="text-caption text-ink-muted">
                16 px from its trigger and at least 16 px (mobile) or 24 px (desktop) from the screen edges.
              </p>
            </FloatingPopover>
          </DemoItem>
        ))}
      </div>
      <div className="flex flex-col items-start gap-sm">
        <DemoItem label={`controlled, with a close button: ${open ? "open" : "closed"}`}>
          <div className="flex flex-wrap items-center gap-sm">
            <Button variant="tertiary" onClick={() => setOpen(true)}>
              Open from outside
            </Button>
            <FloatingPopover
              position="inline"
              title="Controlled panel"
              showCloseButton
              open={open}
              onOpenChange={setOpen}
              trigger={<Button>Controlled panel</Button>}
            >
              <p className="text-caption text-ink-muted">
                The page holds the open state: its own button, this trigger, Escape, a click outside and the close
                button all change it.
              </p>
            </FloatingPopover>
          </div>
        </DemoItem>
      </div>
    </div>
  );
}
