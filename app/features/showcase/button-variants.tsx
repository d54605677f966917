import { Button } from "~/ui/button";
import { DemoItem } from "./demo-label";

const variants = ["primary", "secondary", "tertiary", "destructive", "ghost", "link"] as const;

const labels: Record<(typeof variants)[number], string> = {
  primary: "Book a session",
  secondary: "See the work",
  tertiary: "Maybe later",
  destructive: "Delete draft",
  ghost: "Skip",
  link: "Read the notes",
};

export function ButtonVariants() {
  return (
    <div className="flex flex-col gap-lg">
      <div className="flex flex-wrap items-end gap-lg">
        {variants.map((variant) => (
          <DemoItem key={variant} label={`variant="${variant}"`}>
            <Button variant={variant}>{labels[variant]}</Button>
          </DemoItem>
        ))}
      </div>
      <p className="text-caption text-ink-muted">
        Hover or focus any of them: each variant has its own hover look and the same focus ring.
      </p>
      <div className="flex flex-wrap items-end gap-lg">
        <DemoItem label="disabled">
          <Button disabled>Not yet</Button>
        </DemoItem>
        <DemoItem label='variant="secondary" disabled'>
          <Button variant="secondary" disabled>
            Not yet
          </Button>
        </DemoItem>
      </div>
    </div>
  );
}
