import type { ReactNode } from "react";

/** A small caption naming the variant or state a demo item shows. */
export function DemoLabel({ children }: { children: ReactNode }) {
  return <span className="font-mono text-caption text-ink-muted">{children}</span>;
}

/** One labelled item of a demo grid. */
export function DemoItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-sm">
      {children}
      <DemoLabel>{label}</DemoLabel>
    </div>
  );
}
