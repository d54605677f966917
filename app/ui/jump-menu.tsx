import { ArrowUp, ChevronDown, TableOfContents, X } from "lucide-react";
import { type MouseEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { jumpScrollTop } from "../../model/jump-menu";
import { cn } from "./cn";
import { useActiveSection } from "./use-active-section";

export type JumpMenuSubItem = { id: string; label: string };
export type JumpMenuEntry = { id: string; label: string; icon?: ReactNode; subItems?: readonly JumpMenuSubItem[] };

type JumpMenuProps = {
  entries: readonly JumpMenuEntry[];
  /** Name of the menu for screen readers and on its toggle. */
  label?: string;
  defaultOpen?: boolean;
  /** Element focused by 'Back to top' (e.g. the page's main landmark), so keyboard users land there too. */
  topTargetId?: string;
  /** Floating in the bottom corner (default), or in the flow of the page (documentation, sidebars). */
  placement?: "floating" | "inline";
  className?: string;
};

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

function isSmallScreen(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(width < 48rem)").matches === true;
}

function scrollToElement(element: HTMLElement) {
  const top = jumpScrollTop(element.getBoundingClientRect().top, window.scrollY);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  // Move focus along, so the next Tab starts from the section (and screen readers read it).
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

const linkClass =
  "flex min-h-11 flex-1 items-center gap-sm rounded-sm px-sm py-xs text-body3 transition-colors hover:bg-bg-subtle aria-[current=location]:bg-highlight aria-[current=location]:font-semibold aria-[current=location]:text-on-light";

/**
 * A floating table of contents (SPEC §4 "Jump-to menu"). The toggle opens the
 * panel as the browser's own popover (Escape and a click outside close it), so
 * it works from the first paint and without JavaScript, and its entries are
 * plain `#id` links. After hydration: entries expand to their sub-sections,
 * the entry of the section being read is highlighted as you scroll, a jump
 * lands 80 px below the top (and closes the panel on small screens), and
 * 'Back to top' returns to the start. 72 units wide, at most 70vh tall.
 * Inline (documentation) it is a `<details>` in the flow of the page.
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
  const panelRef = useRef<HTMLElement>(null);
  const orderedIds = useMemo(
    () => entries.flatMap((entry) => [entry.id, ...(entry.subItems ?? []).map((item) => item.id)]),
    [entries],
  );
  const [active, setActive] = useActiveSection(orderedIds);
  const activeParent = entries.find((entry) => entry.subItems?.some((item) => item.id === active))?.id;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  // The group of the section being read opens by itself, so its highlighted entry is
  // visible (adjusting state while rendering when the group changes, as React recommends).
  const [seenParent, setSeenParent] = useState<string | undefined>(undefined);
  if (activeParent !== seenParent) {
    setSeenParent(activeParent);
    if (activeParent && !expanded.has(activeParent)) setExpanded(new Set([...expanded, activeParent]));
  }

  // A popover cannot be open in HTML: a floating menu asked to start open opens once it hydrates.
  useEffect(() => {
    if (floating && defaultOpen) panelRef.current?.showPopover();
  }, [floating, defaultOpen]);

  const activeLabel = useMemo(() => {
    for (const entry of entries) {
      if (entry.id === active) return entry.label;
      const item = entry.subItems?.find((sub) => sub.id === active);
      if (item) return item.label;
    }
    return undefined;
  }, [entries, active]);

  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    setActive(id);
    scrollToElement(target);
    if (floating && isSmallScreen()) panelRef.current?.hidePopover();
  }

  function backToTop() {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    const target = topTargetId ? document.getElementById(topTargetId) : null;
    target?.focus({ preventScroll: true });
  }

  function toggleGroup(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const toggleContent = (
    <>
      {/* The cross while the panel is open, read from the page so it holds before hydration too. */}
      <X aria-hidden="true" className="hidden size-4 group-has-[:popover-open]/jump:block group-open/jump:block" />
      <TableOfContents aria-hidden="true" className="size-4 group-has-[:popover-open]/jump:hidden group-open/jump:hidden" />
      <span>{label}</span>
      {activeLabel ? (
        <span className="hidden max-w-[12rem] truncate font-normal text-on-dark-muted sm:inline" aria-hidden="true">
          · {activeLabel}
        </span>
      ) : null}
    </>
  );
  const toggleClass =
    "inline-flex min-h-11 max-w-[calc(100vw-2rem)] cursor-pointer list-none items-center gap-sm rounded-pill border-2 border-ink bg-ink px-md py-sm text-caption font-semibold text-on-ink shadow-[3px_3px_0_0_var(--color-highlight)] transition-colors hover:bg-bg-dark-primary dark:hover:bg-ink-muted [&::-webkit-details-marker]:hidden";

  const panel = (
    <nav
      ref={panelRef}
      id={panelId}
      aria-label={label}
      popover={floating ? "auto" : undefined}
      data-slot="jump-menu-panel"
      className="w-72 max-w-[calc(100vw-2rem)] overflow-y-auto overscroll-contain rounded-card border-2 border-ink bg-bg-default p-sm text-ink shadow-[4px_4px_0_0_var(--color-ink)]"
    >
      <ul className="flex flex-col gap-xs">
        {entries.map((entry) => {
          const isOpen = expanded.has(entry.id);
          const subListId = `${panelId}-${entry.id}`;
          return (
            <li key={entry.id}>
              <div className="flex items-center gap-xs">
                <a
                  href={`#${entry.id}`}
                  aria-current={active === entry.id ? "location" : undefined}
                  data-active-parent={activeParent === entry.id ? "true" : undefined}
                  onClick={(event) => jump(event, entry.id)}
                  className={cn(linkClass, "font-medium data-[active-parent=true]:text-primary")}
                >
                  {entry.icon ? <span aria-hidden="true">{entry.icon}</span> : null}
                  {entry.label}
                </a>
                {entry.subItems?.length ? (
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={subListId}
                    aria-label={`${entry.label}: ${isOpen ? "hide" : "show"} sub-sections`}
                    onClick={() => toggleGroup(entry.id)}
                    // Without script the sub-sections are always shown, and this button has nothing to do.
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-sm hover:bg-bg-subtle noscript:hidden"
                  >
                    <ChevronDown
                      aria-hidden="true"
                      className={cn("size-4 transition-transform motion-reduce:transition-none", isOpen && "rotate-180")}
                    />
                  </button>
                ) : null}
              </div>
              {entry.subItems?.length ? (
                <ul
                  id={subListId}
                  data-state={isOpen ? "open" : "closed"}
                  className={cn("ml-md flex-col border-l-2 border-border-soft pl-xs", isOpen ? "flex" : "hidden noscript:flex")}
                >
                  {entry.subItems.map((item) => (
                    <li key={item.id}>
                      <a
                        href={`#${item.id}`}
                        aria-current={active === item.id ? "location" : undefined}
                        onClick={(event) => jump(event, item.id)}
                        className={cn(linkClass, "text-caption")}
                      >
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-sm border-t-2 border-dashed border-border-soft pt-sm noscript:hidden">
        <button
          type="button"
          onClick={backToTop}
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
