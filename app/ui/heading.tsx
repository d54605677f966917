import { type VariantProps, cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { splitHighlights } from "./highlight-words";
import { cn } from "./cn";
import { Highlight } from "./page-hero";

export const headingVariants = cva("flex flex-col", {
  variants: {
    level: {
      1: "",
      2: "",
    },
    /** SPEC H1/H2 header spacing: room between title and subtitle, and below the header. */
    spacing: {
      compact: "gap-xs pb-sm",
      default: "gap-sm pb-lg",
      spacious: "gap-md pb-xl md:pb-section",
    },
  },
  defaultVariants: { level: 2, spacing: "default" },
});

const titleClass = { 1: "type-h1", 2: "type-h2" } as const;

type HeadingProps = Omit<VariantProps<typeof headingVariants>, "level"> & {
  level: 1 | 2;
  /**
   * The element of the title. Defaults to h1/h2 by level; a documentation demo
   * may draw an H1 as a `p` so the page keeps a single h1.
   */
  as?: "h1" | "h2" | "h3" | "p";
  /** The title; a plain string can get highlighted words through `highlight`. */
  children: ReactNode;
  /** Words or phrases of a string title drawn with the marker highlight. */
  highlight?: string | readonly string[];
  /** A decorative emoji or icon before the title (hidden from screen readers). */
  icon?: ReactNode;
  subtitle?: ReactNode;
  id?: string;
  className?: string;
};

/** A string title with some of its words highlighted; anything else is shown as given. */
export function HighlightedText({
  children,
  highlight,
}: {
  children: ReactNode;
  highlight?: string | readonly string[];
}) {
  if (typeof children !== "string" || highlight === undefined) return children;
  const phrases = typeof highlight === "string" ? [highlight] : highlight;
  return splitHighlights(children, phrases).map((run, index) =>
    run.highlighted ? <Highlight key={index}>{run.text}</Highlight> : run.text,
  );
}

/**
 * An H1 or H2 header block (SPEC "Components pages" Content): a title with
 * optional highlighted words and icon, an optional subtitle, and compact,
 * default or spacious spacing.
 */
export function Heading({ level, as, children, highlight, icon, subtitle, spacing, id, className }: HeadingProps) {
  const Title = as ?? (level === 1 ? "h1" : "h2");
  return (
    <div data-slot="heading" data-level={level} className={cn(headingVariants({ level, spacing }), className)}>
      <Title id={id} className={cn(titleClass[level], "flex items-start gap-sm text-balance md:gap-md")}>
        {icon ? (
          <span aria-hidden="true" data-slot="heading-icon" className="shrink-0 leading-[inherit]">
            {icon}
          </span>
        ) : null}
        <span>
          <HighlightedText highlight={highlight}>{children}</HighlightedText>
        </span>
      </Title>
      {subtitle ? (
        <p
          className={cn(
            "text-pretty text-ink-muted",
            level === 1 ? "text-body3 md:text-body1" : "text-body3 md:text-body2",
          )}
        >
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}
