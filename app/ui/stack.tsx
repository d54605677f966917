import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/** SPEC Spacing tokens: xs 4, sm 8, md 16, lg 24, xl 32, section 48 (px). */
export const spacingTokens = ["xs", "sm", "md", "lg", "xl", "section"] as const;
export type SpacingToken = (typeof spacingTokens)[number];

export const stackVariants = cva("flex", {
  variants: {
    direction: {
      column: "flex-col",
      row: "flex-row flex-wrap items-center",
    },
    gap: {
      xs: "gap-xs",
      sm: "gap-sm",
      md: "gap-md",
      lg: "gap-lg",
      xl: "gap-xl",
      section: "gap-section",
    } satisfies Record<SpacingToken, string>,
  },
  defaultVariants: { direction: "column", gap: "md" },
});

type StackProps = VariantProps<typeof stackVariants> & ComponentProps<"div">;

/** Children in a column (or a wrapping row) separated by one spacing token. */
export function Stack({ direction, gap, className, ...props }: StackProps) {
  return (
    <div
      data-slot="stack"
      data-gap={gap ?? "md"}
      className={cn(stackVariants({ direction, gap }), className)}
      {...props}
    />
  );
}
