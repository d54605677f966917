import { Emoji } from "~/ui/emoji";
import { useComputedStyle } from "./use-measure";

function Measured({ size, spec }: { size: "bullet" | "section-header"; spec: string }) {
  const [ref, fontSize] = useComputedStyle<HTMLDivElement>("font-size", '[data-slot="emoji"]');
  return (
    <div className="flex flex-col gap-sm rounded-card border-2 border-border-soft p-md">
      <div ref={ref} className="flex min-h-12 items-center gap-sm">
        <Emoji emoji="🧭" size={size} />
        <Emoji emoji="✨" size={size} />
        <Emoji emoji="🐈" size={size} />
      </div>
      <p className="font-mono text-caption text-ink-muted">
        {`size="${size}"`} · SPEC {spec} · now <span data-testid={`measured-${size}`}>{fontSize || "…"}</span>
      </p>
    </div>
  );
}

export function EmojiSizes() {
  return (
    <div className="grid grid-cols-1 gap-md sm:grid-cols-2">
      <Measured size="bullet" spec="16 / 20 / 24 px" />
      <Measured size="section-header" spec="20 / 24 / 40 px" />
    </div>
  );
}
