import { Bookmark, Heart, Link2, Share2 } from "lucide-react";
import { Button } from "~/ui/button";
import { FloatingToolbar, FloatingToolbarItem } from "~/ui/floating-toolbar";

const actions = [
  { label: "Like", icon: Heart },
  { label: "Bookmark", icon: Bookmark },
  { label: "Copy link", icon: Link2 },
  { label: "Share", icon: Share2 },
];

/** Icon buttons in a floating pill; Tab reaches it once and the arrow keys move along it. */
export function FloatingToolbarButtons() {
  return (
    <div className="relative min-h-[12rem] rounded-card border-2 border-dashed border-border-soft bg-bg-subtle">
      <p className="p-md text-caption text-ink-muted">
        The toolbar floats at the bottom centre of this frame; on a page it floats over the screen.
      </p>
      <FloatingToolbar label="Article actions" position="bottom-center" strategy="absolute">
        {actions.map(({ label, icon: Icon }) => (
          <FloatingToolbarItem key={label}>
            <Button variant="ghost" size="icon" aria-label={label} onClick={() => console.log(`Demo action: ${label}`)}>
              <Icon aria-hidden="true" className="size-5" />
            </Button>
          </FloatingToolbarItem>
        ))}
      </FloatingToolbar>
    </div>
  );
}
