import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps, ElementType, ReactNode } from "react";
import { cn } from "./cn";

/**
 * SPEC Typography scale as classes: H1 36/40/60, H2 24/32/40, H3 24, H4 20,
 * body1 and body2 20, body3 16, caption 14 (px; mobile/tablet/desktop where
 * they change). The sizes live in app/styles/app.css `@theme`.
 */
export const textVariants = cva("", {
  variants: {
    variant: {
      h1: "type-h1",
      h2: "type-h2",
      h3: "type-h3",
      h4: "type-h4",
      body1: "text-body1",
      body2: "text-body2",
      body3: "text-body3",
      caption: "text-caption",
    },
    tone: {
      default: "text-ink",
      muted: "text-ink-muted",
      inherit: "",
    },
  },
  defaultVariants: { variant: "body3", tone: "inherit" },
});

export type TextVariant = NonNullable<VariantProps<typeof textVariants>["variant"]>;

const defaultElement: Record<TextVariant, ElementType> = {
  h1: "h1",
  h2: "h2",
  h3: "h3",
  h4: "h4",
  body1: "p",
  body2: "p",
  body3: "p",
  caption: "span",
};

type TextProps = VariantProps<typeof textVariants> &
  Omit<ComponentProps<"p">, "color"> & {
    /** The element to render; by default headings render h1-h4 and body text a p. */
    as?: "h1" | "h2" | "h3" | "h4" | "p" | "span" | "div" | "li";
    children: ReactNode;
  };

/** Text in one of the type scale's styles. */
export function Text({ variant, tone, as, className, children, ...props }: TextProps) {
  const Element = as ?? defaultElement[variant ?? "body3"];
  return (
    <Element
      data-slot="text"
      data-variant={variant ?? "body3"}
      className={cn(textVariants({ variant, tone }), className)}
      {...props}
    >
      {children}
    </Element>
  );
}
