import { Highlight } from "~/ui/page-hero";

export function PageHeroHighlight() {
  return (
    <div className="flex flex-col gap-sm">
      <p className="type-h2 text-balance">
        Research that <Highlight>actually ships</Highlight>
      </p>
      <p className="text-caption text-ink-muted">
        {"<Highlight>actually ships</Highlight>"}: the marker every page hero and header uses.
      </p>
    </div>
  );
}
