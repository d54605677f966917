import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * A bordered card surface (2 px border, 0.5 rem radius) with the responsive
 * card paddings of SPEC Spacing: call-to-action cards 24 / 32 / 48 px and
 * content cards 16 / 20 / 24 px across mobile / tablet / desktop.
 */
export const surfaceVariants = cva("rounded-card border-2", {
  variants: {
    padding: {
      none: "",
      content: "p-md md:p-5 lg:p-lg",
      cta: "p-lg md:p-xl lg:p-section",
    },
    tone: {
      default: "border-ink bg-bg-default text-ink",
      subtle: "border-ink bg-bg-subtle text-ink",
      accent: "border-ink bg-bg-accent text-ink",
    },
  },
  defaultVariants: { padding: "content", tone: "default" },
});

type SurfaceProps = VariantProps<typeof surfaceVariants> & ComponentProps<"div">;

export function Surface({ padding, tone, className, ...props }: SurfaceProps) {
  return (
    <div
      data-slot="surface"
      data-padding={padding ?? "content"}
      className={cn(surfaceVariants({ padding, tone }), className)}
      {...props}
    />
  );
}
