import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { type BreakpointName, breakpoints } from "./use-measure";

/**
 * The card of the breakpoint the window is in now, marked by media queries: right from the first paint,
 * without scripts, and nothing moves when the page hydrates.
 */
const currentWhen: Record<BreakpointName, { card: string; badge: string }> = {
  mobile: { card: "max-md:border-ink max-md:bg-highlight max-md:text-on-light", badge: "md:hidden" },
  tablet: {
    card: "md:max-lg:border-ink md:max-lg:bg-highlight md:max-lg:text-on-light",
    badge: "max-md:hidden lg:hidden",
  },
  desktop: {
    card: "lg:max-xl:border-ink lg:max-xl:bg-highlight lg:max-xl:text-on-light",
    badge: "max-lg:hidden xl:hidden",
  },
  large: { card: "xl:border-ink xl:bg-highlight xl:text-on-light", badge: "max-xl:hidden" },
};

export function TextBreakpoints() {
  return (
    <ol className="grid grid-cols-1 gap-sm sm:grid-cols-2 lg:grid-cols-4">
      {breakpoints.map((bp) => (
        <li
          key={bp.name}
          className={cn(
            "flex flex-col gap-xs rounded-card border-2 border-border-soft bg-bg-subtle p-md",
            currentWhen[bp.name].card,
          )}
        >
          <span className="type-h4 capitalize">{bp.name}</span>
          <span className="font-mono text-caption">{bp.range}</span>
          <Badge variant="dark" hideByLength={false} className={cn("self-start", currentWhen[bp.name].badge)}>
            You are here
          </Badge>
        </li>
      ))}
    </ol>
  );
}
