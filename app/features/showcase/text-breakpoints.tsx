import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { breakpoints, useBreakpoint } from "./use-measure";

export function TextBreakpoints() {
  const current = useBreakpoint();
  return (
    <ol className="grid grid-cols-1 gap-sm sm:grid-cols-2 lg:grid-cols-4">
      {breakpoints.map((bp) => (
        <li
          key={bp.name}
          data-current={bp.name === current ? "true" : undefined}
          className={cn(
            "flex flex-col gap-xs rounded-card border-2 p-md",
            bp.name === current ? "border-ink bg-highlight text-on-light" : "border-border-soft bg-bg-subtle",
          )}
        >
          <span className="type-h4 capitalize">{bp.name}</span>
          <span className="font-mono text-caption">{bp.range}</span>
          {bp.name === current ? (
            <Badge variant="dark" hideByLength={false} className="self-start">
              You are here
            </Badge>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
