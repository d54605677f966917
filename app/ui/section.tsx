import { type VariantProps, cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "./cn";

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
  children?: ReactNode;
  className?: string;
};

/** A page section with its own heading (SPEC section backgrounds default, subtle, accent). */
export function Section({ id, title, titleId, intro, background, children, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-slot="section"
      className={cn(sectionVariants({ background }), className)}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-lg px-md md:px-xl">
        <h2 id={titleId} className="type-h2 text-balance">
          {title}
        </h2>
        {intro ? <div className="max-w-3xl text-body3 text-ink-muted md:text-body2">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
