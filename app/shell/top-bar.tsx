import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import { isSearchShortcut, SEARCH_KEY_SHORTCUTS } from "../../model/search-shortcut";
import { cn } from "../ui/cn";
import { Logo } from "./logo";
import type { MenuOverlayProps } from "./menu-overlay";
import { MenuToggle } from "./menu-toggle";
import { ThemeToggle } from "./theme-toggle";
import type { SearchDialogProps, SearchRequest } from "./search/search-dialog";
import { loadShellParts } from "./shell-parts";
import { useScrolledPast } from "./use-scrolled-past";

/** SPEC §9: the top bar becomes more opaque once the page is scrolled past 50 px. */
export const TOP_BAR_SCROLL_THRESHOLD = 50;

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * Logo, search and menu toggle; the overlay is the only menu, on every screen
 * size (SPEC §2). The menu overlay and the search dialog load when their button
 * is pointed at, focused or pressed (or the search's keys "/" and Ctrl/Cmd+K are
 * used), so no page carries them at start (docs/decisions/008).
 */
export function TopBar() {
  const [open, setOpen] = useState(false);
  const [Overlay, setOverlay] = useState<ComponentType<MenuOverlayProps> | null>(null);
  const [Search, setSearch] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [searchRequest, setSearchRequest] = useState<SearchRequest | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLButtonElement>(null);
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_THRESHOLD);

  const loadOverlay = useCallback(() => {
    loadShellParts().then(
      (parts) => setOverlay(() => parts.MenuOverlay),
      () => setOpen(false),
    );
  }, []);

  /** Opens the search; focus goes back to `returnTo` (default: the element focused now) when it closes. */
  const openSearch = useCallback((returnTo?: HTMLElement | null) => {
    const active = document.activeElement;
    setSearchRequest({ returnTo: returnTo ?? (active instanceof HTMLElement ? active : null) });
    loadShellParts().then(
      (parts) => setSearch(() => parts.SearchDialog),
      () => setSearchRequest(null),
    );
  }, []);
  const searchClosed = useCallback(() => setSearchRequest(null), []);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (document.querySelector("dialog[open]")) return;
      const { key, ctrlKey, metaKey, altKey } = event;
      if (!isSearchShortcut({ key, ctrlKey, metaKey, altKey, inTextField: isTextField(event.target) })) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", handleKey);
    return () => document.removeEventListener("keydown", handleKey);
  }, [openSearch]);

  const close = useCallback(() => setOpen(false), []);
  // Search chosen in the menu: the menu closes, the search opens (one modal at a time); focus
  // comes back to the top bar's search button, as the menu's is gone.
  const searchFromMenu = useCallback(() => {
    setOpen(false);
    openSearch(searchRef.current);
  }, [openSearch]);

  return (
    <header
      data-slot="top-bar"
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 w-full transition-[background-color,box-shadow,backdrop-filter] duration-300",
        scrolled
          ? "bg-bg-default/95 shadow-[0_1px_0_0_var(--color-border-soft)] backdrop-blur-md"
          : "bg-bg-default/40 backdrop-blur-[2px]",
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-md md:h-20 md:px-xl">
        <Logo />
        <div className="flex items-center gap-sm">
          <ThemeToggle />
          <button
            ref={searchRef}
            type="button"
            aria-haspopup="dialog"
            aria-keyshortcuts={SEARCH_KEY_SHORTCUTS}
            data-slot="search-trigger"
            onClick={(event) => openSearch(event.currentTarget)}
            className="inline-flex size-12 items-center justify-center gap-sm rounded-pill border-2 border-ink bg-bg-default font-semibold hover:bg-ink hover:text-bg-default md:w-auto md:px-md"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              className="size-5"
            >
              <path d="m21 21-4.3-4.3" />
              <circle cx="11" cy="11" r="8" />
            </svg>
            <span className="sr-only md:not-sr-only">Search</span>
          </button>
          <MenuToggle
            ref={toggleRef}
            open={open}
            onToggle={() => {
              loadOverlay();
              setOpen((value) => !value);
            }}
          />
        </div>
      </div>
      {Overlay ? <Overlay open={open} onClose={close} onSearch={searchFromMenu} returnFocusTo={toggleRef} /> : null}
      {Search && searchRequest ? <Search request={searchRequest} onClosed={searchClosed} /> : null}
    </header>
  );
}
