import { Bell, Heart, Share2 } from "lucide-react";
import { Button } from "~/ui/button";
import { Tooltip, TooltipProvider } from "~/ui/tooltip";

const actions = [
  { label: "Save to favorites", icon: Heart },
  { label: "Share link", icon: Share2 },
  { label: "Notify me about new talks", icon: Bell },
] as const;

export function TooltipIconButtons() {
  return (
    <TooltipProvider>
      <div className="flex flex-wrap items-center gap-sm">
        {actions.map(({ label, icon: Icon }) => (
          <Tooltip key={label} content={label}>
            <Button variant="secondary" size="icon" aria-label={label}>
              <Icon aria-hidden="true" className="size-5" />
            </Button>
          </Tooltip>
        ))}
      </div>
      <p className="mt-md text-caption text-ink-muted">
        Hover for 700 ms or focus with Tab; slide to a neighbour within 300 ms and it opens at once. Escape hides it.
      </p>
    </TooltipProvider>
  );
}
