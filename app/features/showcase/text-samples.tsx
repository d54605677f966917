import { Text, type TextVariant } from "~/ui/text";
import { useComputedStyle } from "./use-measure";

export type TextSample = { variant: TextVariant; name: string; spec: string; sample: string };

function Sample({ variant, name, spec, sample }: TextSample) {
  const [ref, fontSize] = useComputedStyle<HTMLParagraphElement>("font-size");
  return (
    <li className="flex flex-col gap-xs border-b-2 border-dashed border-border-soft pb-md last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-baseline gap-x-md gap-y-xs font-mono text-caption text-ink-muted">
        <span className="font-semibold text-ink">{name}</span>
        <span>SPEC {spec}</span>
        <span data-testid={`measured-${variant}`}>now {fontSize || "…"}</span>
      </div>
      <Text variant={variant} as="p" ref={ref} className="break-words">
        {sample}
      </Text>
    </li>
  );
}

/** One row per style: its SPEC size, the size the browser applies right now, and a sample. */
export function TextSamples({ samples }: { samples: readonly TextSample[] }) {
  return (
    <ul className="flex flex-col gap-md">
      {samples.map((sample) => (
        <Sample key={sample.variant} {...sample} />
      ))}
    </ul>
  );
}
