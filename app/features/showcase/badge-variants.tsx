import { Badge } from "~/ui/badge";
import { DemoItem } from "./demo-label";

const variants = [
  ["default", "Research"],
  ["subtle", "Template"],
  ["highlight", "New"],
  ["cyan", "🇬🇧 English"],
  ["magenta", "Bestseller"],
  ["dark", "Case study"],
] as const;

export function BadgeVariants() {
  return (
    <div className="flex flex-wrap items-end gap-lg">
      {variants.map(([variant, text]) => (
        <DemoItem key={variant} label={`variant="${variant}"`}>
          <Badge variant={variant}>{text}</Badge>
        </DemoItem>
      ))}
      <DemoItem label='emoji="🏆"'>
        <Badge emoji="🏆">Award winner</Badge>
      </DemoItem>
    </div>
  );
}
