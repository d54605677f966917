import { Surface } from "~/ui/surface";
import { DemoLabel } from "./demo-label";
import { useComputedStyle } from "./use-measure";

function PaddedSample({ padding, title, spec }: { padding: "cta" | "content"; title: string; spec: string }) {
  const [ref, measured] = useComputedStyle<HTMLDivElement>("padding-top");
  return (
    <div className="flex flex-col gap-sm">
      <DemoLabel>
        {`padding="${padding}"`} · SPEC {spec} · now <span data-testid={`measured-${padding}`}>{measured || "…"}</span>
      </DemoLabel>
      <Surface ref={ref} padding={padding} tone="accent">
        <div className="rounded-sm border-2 border-dashed border-ink bg-bg-default p-sm">
          <p className="type-h4">{title}</p>
          <p className="text-body3 text-ink-muted">
            The dashed box is the content; the coloured band around it is the padding.
          </p>
        </div>
      </Surface>
    </div>
  );
}

export function SurfacePaddings() {
  return (
    <div className="grid grid-cols-1 gap-lg lg:grid-cols-2">
      <PaddedSample padding="cta" title="Call-to-action card" spec="24 / 32 / 48 px" />
      <PaddedSample padding="content" title="Content card" spec="16 / 20 / 24 px" />
    </div>
  );
}
