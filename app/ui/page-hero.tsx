import type { ReactNode } from "react";
import { cn } from "./cn";

type PageHeroProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  /** Breadcrumb or other navigation shown above the title. */
  before?: ReactNode;
  actions?: ReactNode;
  illustration?: ReactNode;
  className?: string;
};

/** The opening block of a page: one h1, a subtitle and its main actions. */
export function PageHero({ title, subtitle, eyebrow, before, actions, illustration, className }: PageHeroProps) {
  return (
    <header
      data-slot="page-hero"
      className={cn(
        "mx-auto grid w-full max-w-6xl gap-xl px-md pt-xl pb-section md:px-xl md:pt-section lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center",
        className,
      )}
    >
      <div className="flex max-w-3xl flex-col gap-lg">
        {before}
        {eyebrow ? (
          <p className="text-caption font-semibold tracking-widest text-ink-muted uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="type-h1 text-balance">{title}</h1>
        {subtitle ? <p className="text-body3 text-pretty text-ink-muted md:text-body1">{subtitle}</p> : null}
        {actions ? <div className="flex flex-wrap gap-md">{actions}</div> : null}
      </div>
      {illustration ? <div className="justify-self-center">{illustration}</div> : null}
    </header>
  );
}

/** A word or phrase in a heading drawn with a marker highlight (SPEC: H1/H2 highlighted words). */
export function Highlight({ children }: { children: ReactNode }) {
  return <mark className="rounded-sm bg-highlight box-decoration-clone px-1 text-on-light">{children}</mark>;
}
