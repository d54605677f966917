import { SafeLink } from "./safe-link";

export type BreadcrumbEntry = { label: string; href?: string };

type BreadcrumbProps = {
  entries: BreadcrumbEntry[];
  /** SPEC uses '>' on the showcase pages and '/' on the guide and collapsible pages. */
  separator?: ">" | "/";
  /** Accessible name of the navigation landmark; give each breadcrumb on one page its own. */
  label?: string;
};

/** Where the page sits in the site; the last entry is the current page. */
export function Breadcrumb({ entries, separator = "/", label = "Breadcrumb" }: BreadcrumbProps) {
  return (
    <nav aria-label={label} data-slot="breadcrumb">
      <ol className="flex flex-wrap items-center gap-sm text-caption text-ink-muted">
        {entries.map((entry, index) => {
          const isLast = index === entries.length - 1;
          return (
            <li key={`${entry.label}-${index}`} className="flex items-center gap-sm">
              {entry.href && !isLast ? (
                <SafeLink href={entry.href} className="rounded-sm underline-offset-4 hover:text-ink hover:underline">
                  {entry.label}
                </SafeLink>
              ) : (
                <span
                  aria-current={isLast ? "page" : undefined}
                  className={isLast ? "font-semibold text-ink" : undefined}
                >
                  {entry.label}
                </span>
              )}
              {isLast ? null : (
                <span aria-hidden="true" className="select-none">
                  {separator}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
