import { Heading } from "~/ui/heading";
import { DemoLabel } from "./demo-label";

const spacings = ["compact", "default", "spacious"] as const;

export function HeadingSpacing() {
  return (
    <div className="grid grid-cols-1 gap-lg lg:grid-cols-3">
      {spacings.map((spacing) => (
        <div key={spacing} className="flex flex-col gap-sm">
          <DemoLabel>{`spacing="${spacing}"`}</DemoLabel>
          <div className="rounded-sm bg-[repeating-linear-gradient(45deg,var(--color-bg-subtle)_0_6px,var(--color-bg-default)_6px_12px)]">
            <Heading
              level={2}
              as="p"
              spacing={spacing}
              subtitle="The subtitle sits this close."
              className="bg-bg-default"
            >
              Case studies
            </Heading>
            <p className="border-t-2 border-dashed border-ink pt-xs text-caption text-ink-muted">
              Next block starts here
            </p>
          </div>
        </div>
      ))}
    </div>
  );
}
