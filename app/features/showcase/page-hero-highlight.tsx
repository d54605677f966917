import { Highlight } from "../../ui/page-hero";

export function PageHeroHighlight() {
  return (
    <p className="type-h2 text-balance">
      Research that <Highlight>actually ships</Highlight>
    </p>
  );
}
