import type { ComponentType, ReactNode } from "react";

type DemoSectionProps = {
  /** Anchor of the section; the demo file's name (`<ui-name>-<variant>`). */
  id: string;
  title: string;
  description: ReactNode;
  /** The file the demo documents, shown as its source: `app/<layer>/<ui>.tsx`. */
  ui: string;
  layer?: "blocks";
  demo: ComponentType;
  /** 3 when the section sits inside a titled group. */
  headingLevel?: 2 | 3;
};

/** One documented example: heading, what it shows, and the live component on a framed surface. */
export function DemoSection({
  id,
  title,
  description,
  ui,
  layer = undefined,
  demo: Demo,
  headingLevel = 2,
}: DemoSectionProps) {
  const titleId = `${id}-title`;
  const Title = headingLevel === 3 ? "h3" : "h2";
  return (
    <section id={id} aria-labelledby={titleId} data-slot="demo-section" className="flex scroll-mt-20 flex-col gap-md">
      <div className="flex flex-col gap-xs">
        <Title id={titleId} className="type-h3 text-balance">
          {title}
        </Title>
        <p className="max-w-3xl text-body3 text-pretty text-ink-muted">{description}</p>
        <p className="text-caption text-ink-muted">
          Source:{" "}
          <code className="rounded-sm bg-bg-subtle px-xs font-mono">
            app/{layer ?? "ui"}/{ui}.tsx
          </code>
        </p>
      </div>
      <div
        data-slot="demo-surface"
        className="min-w-0 rounded-card border-2 border-ink bg-bg-default p-md shadow-[4px_4px_0_0_var(--color-ink)] md:p-lg"
      >
        <Demo />
      </div>
    </section>
  );
}
