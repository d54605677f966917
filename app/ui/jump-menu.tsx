import { ArrowUp, ChevronDown, TableOfContents, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "./cn";
import { Disclosure } from "./disclosure";

export type JumpMenuSubItem = { id: string; label: string };
export type JumpMenuEntry = { id: string; label: string; icon?: ReactNode; subItems?: readonly JumpMenuSubItem[] };

type JumpMenuProps = {
  entries: readonly JumpMenuEntry[];
  /** Name of the menu for screen readers and on its toggle. */
  label?: string;
  /** Inline only: the menu starts open (a popover cannot be open in HTML). */
  defaultOpen?: boolean;
  /** Element focused by 'Back to top' (e.g. the page's main landmark), so keyboard users land there too. */
  topTargetId?: string;
  /** Floating in the bottom corner (default), or in the flow of the page (documentation, sidebars). */
  placement?: "floating" | "inline";
  className?: string;
};

const linkClass =
  "flex min-h-11 items-center gap-sm rounded-sm px-sm py-xs text-body3 transition-colors hover:bg-bg-subtle aria-[current=location]:bg-highlight aria-[current=location]:font-semibold aria-[current=location]:text-on-light";

/**
 * A table of contents (SPEC §4 "Jump-to menu"), in the page's HTML and working without JavaScript:
 * the toggle opens the panel as the browser's own popover (Escape and a click outside close it),
 * entries are plain `#id` links (the sections' scroll margin lands them 80 px below the top), and
 * an entry's sub-sections are a `<details>`. The island jump-menu (app/islands/jump-menu.ts), loaded
 * on first reach or when the browser is idle, adds the rest: the entry of the section being read is
 * highlighted as you scroll (its group opens, the toggle names it), a jump moves focus to the
 * section and closes the panel on small screens, and 'Back to top' (hidden without scripts) returns
 * to the start. 72 units wide, at most 70vh tall. Inline (documentation) it is a `<details>` in the
 * flow of the page.
 */
export function JumpMenu({
  entries,
  label = "Jump to",
  defaultOpen = false,
  topTargetId,
  placement = "floating",
  className,
}: JumpMenuProps) {
  const floating = placement === "floating";
  const panelId = useId();
  const island = { "data-island": "jump-menu", "data-island-idle": "", "data-top-target": topTargetId };

  const toggleContent = (
    <>
      {/* The cross while the panel is open, read from the page so it holds without scripts too. */}
      <X aria-hidden="true" className="hidden size-4 group-open/jump:block group-has-[:popover-open]/jump:block" />
      <TableOfContents
        aria-hidden="true"
        className="size-4 group-open/jump:hidden group-has-[:popover-open]/jump:hidden"
      />
      <span>{label}</span>
      {/* The section being read: the island sets data-current and CSS draws it (app.css), so no text of
          the island's meets React's hydration on pages that run React. */}
      <span
        data-slot="jump-menu-current"
        aria-hidden="true"
        className="hidden max-w-[12rem] truncate font-normal text-on-dark-muted sm:data-current:inline"
      />
    </>
  );
  const toggleClass =
    "inline-flex min-h-11 max-w-[calc(100vw-2rem)] cursor-pointer list-none items-center gap-sm rounded-pill border-2 border-ink bg-ink px-md py-sm text-caption font-semibold text-on-ink shadow-[3px_3px_0_0_var(--color-highlight)] transition-colors hover:bg-bg-dark-primary dark:hover:bg-ink-muted [&::-webkit-details-marker]:hidden";

  const panel = (
    <nav
      id={panelId}
      aria-label={label}
      popover={floating ? "auto" : undefined}
      data-slot="jump-menu-panel"
      className="w-72 max-w-[calc(100vw-2rem)] overflow-y-auto overscroll-contain rounded-card border-2 border-ink bg-bg-default p-sm text-ink shadow-[4px_4px_0_0_var(--color-ink)]"
    >
      <ul className="flex flex-col gap-xs">
        {entries.map((entry) => (
          <li key={entry.id} className="relative">
            {/* In-page anchors: SafeLink would draw these same <a>s and add nothing. */}
            <a
              href={`#${entry.id}`}
              data-slot="jump-menu-entry"
              className={cn(
                linkClass,
                "font-medium data-active-parent:text-primary",
                // Room for the sub-sections' toggle beside it.
                entry.subItems?.length && "mr-12",
              )}
            >
              {entry.icon ? <span aria-hidden="true">{entry.icon}</span> : null}
              {entry.label}
            </a>
            {entry.subItems?.length ? (
              <Disclosure.Root data-slot="jump-menu-group">
                <Disclosure.Trigger className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-sm hover:bg-bg-subtle">
                  <span className="sr-only">{`${entry.label}: sub-sections`}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform group-open/disclosure:rotate-180 motion-reduce:transition-none"
                  />
                </Disclosure.Trigger>
                <Disclosure.Content>
                  <ul className="mt-xs ml-md flex flex-col border-l-2 border-border-soft pl-xs">
                    {entry.subItems.map((item) => (
                      <li key={item.id}>
                        <a href={`#${item.id}`} className={cn(linkClass, "text-caption")}>
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Disclosure.Content>
              </Disclosure.Root>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-sm border-t-2 border-dashed border-border-soft pt-sm noscript:hidden">
        <button
          type="button"
          data-slot="jump-menu-top"
          className="inline-flex min-h-11 w-full items-center gap-sm rounded-sm px-sm text-body3 font-semibold hover:bg-bg-subtle"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          Back to top
        </button>
      </div>
    </nav>
  );

  if (!floating) {
    return (
      <details
        data-slot="jump-menu"
        data-placement={placement}
        {...island}
        open={defaultOpen}
        className={cn("group/jump flex flex-col items-start gap-sm", className)}
      >
        <summary data-slot="jump-menu-toggle" className={toggleClass}>
          {toggleContent}
        </summary>
        <div className="pt-sm">{panel}</div>
      </details>
    );
  }
  return (
    <div
      data-slot="jump-menu"
      data-placement={placement}
      {...island}
      className={cn("group/jump fixed right-md bottom-md z-30 md:right-lg md:bottom-lg", className)}
    >
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        data-slot="jump-menu-toggle"
        className={toggleClass}
      >
        {toggleContent}
      </button>
      {panel}
    </div>
  );
}
