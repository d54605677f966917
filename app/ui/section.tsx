import { type VariantProps, cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "./cn";
import { Emoji } from "./emoji";
import { HighlightedText } from "./heading";

export const sectionVariants = cva("w-full scroll-mt-20 py-section", {
  variants: {
    background: {
      default: "bg-bg-default",
      subtle: "bg-bg-subtle",
      accent: "bg-bg-accent",
    },
  },
  defaultVariants: { background: "default" },
});

type SectionProps = VariantProps<typeof sectionVariants> & {
  id?: string;
  title: ReactNode;
  /** Id of the heading, so the section is a named landmark. */
  titleId: string;
  intro?: ReactNode;
  /** A section-marker emoji before the title, at SPEC's section-header size (20 / 24 / 40 px). */
  emoji?: string;
  /** Words of a string title drawn with the marker highlight. */
  highlight?: string | readonly string[];
  children?: ReactNode;
  className?: string;
};

/** A page section with its own heading (SPEC section backgrounds default, subtle, accent). */
export function Section({
  id,
  title,
  titleId,
  intro,
  emoji,
  highlight,
  background,
  children,
  className,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-slot="section"
      className={cn(sectionVariants({ background }), className)}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-lg px-md md:px-xl">
        <h2 id={titleId} className={cn("type-h2 text-balance", emoji && "flex items-center gap-sm md:gap-md")}>
          {emoji ? <Emoji emoji={emoji} size="section-header" /> : null}
          {emoji ? (
            <span>
              <HighlightedText highlight={highlight}>{title}</HighlightedText>
            </span>
          ) : (
            <HighlightedText highlight={highlight}>{title}</HighlightedText>
          )}
        </h2>
        {intro ? <div className="max-w-3xl text-body3 text-ink-muted md:text-body2">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
