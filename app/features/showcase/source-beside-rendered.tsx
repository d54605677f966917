import type { ReactNode } from "react";
import { DemoLabel } from "./demo-label";

/** A demo's source text beside what it renders, side by side on wide screens. */
export function SourceBesideRendered({
  source,
  sourceName,
  sourceLabel = "source",
  children,
}: {
  source: string;
  /** The accessible name of the scrollable source region, e.g. "Markdown source". */
  sourceName: string;
  sourceLabel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-lg lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-sm">
        <DemoLabel>{sourceLabel}</DemoLabel>
        {/* A scrollable area reachable by keyboard; a name needs a role on <pre>. */}
        <pre
          tabIndex={0}
          role="region"
          aria-label={sourceName}
          className="overflow-x-auto rounded-card bg-bg-dark-primary p-md font-mono text-caption whitespace-pre-wrap text-on-dark"
        >
          {source}
        </pre>
      </div>
      <div className="flex min-w-0 flex-col gap-sm">
        <DemoLabel>rendered</DemoLabel>
        {children}
      </div>
    </div>
  );
}
