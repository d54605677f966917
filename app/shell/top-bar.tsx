import { useEffect } from "react";
import { isSearchShortcut, SEARCH_KEY_SHORTCUTS } from "../../model/search-shortcut";
import { Logo } from "./logo";
import { MenuOverlay } from "./menu-overlay";
import { MenuToggle } from "./menu-toggle";
import { SEARCH_ID, SEARCH_TRIGGER_ID, SearchDialog } from "./search/search-dialog";
import { SearchIcon } from "./search/search-icon";
import { ThemeToggle } from "./theme-toggle";
import { useScrolledPast } from "./use-scrolled-past";

/** SPEC §9: the top bar becomes more opaque once the page is scrolled past 50 px. */
export const TOP_BAR_SCROLL_THRESHOLD = 50;

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * Logo, theme, search and menu toggle; the overlay is the only menu, on every screen size
 * (SPEC §2). The menu and the search are pre-rendered dialogs their buttons open with the
 * browser's `command`, so they work before the page's script has loaded; the search's keys
 * "/" and Ctrl/Cmd+K come with the script. With scripts off the search button is hidden:
 * the search needs them. Styled in app.css by its data-slot, as the whole shell is in every page's
 * first render (the home page's JavaScript budget).
 */
export function TopBar() {
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_THRESHOLD);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (document.querySelector("dialog[open]")) return;
      const { key, ctrlKey, metaKey, altKey } = event;
      if (!isSearchShortcut({ key, ctrlKey, metaKey, altKey, inTextField: isTextField(event.target) })) return;
      event.preventDefault();
      (document.getElementById(SEARCH_ID) as HTMLDialogElement | null)?.showModal();
    };
    document.addEventListener("keydown", handleKey);
    return () => document.removeEventListener("keydown", handleKey);
  }, []);

  return (
    <header data-slot="top-bar" data-scrolled={scrolled ? "true" : "false"}>
      <div>
        <Logo />
        <div>
          <ThemeToggle />
          <button
            id={SEARCH_TRIGGER_ID}
            type="button"
            command="show-modal"
            commandfor={SEARCH_ID}
            aria-haspopup="dialog"
            aria-keyshortcuts={SEARCH_KEY_SHORTCUTS}
          >
            <SearchIcon />
            <span className="sr-only md:not-sr-only">Search</span>
          </button>
          <MenuToggle open={false} />
        </div>
      </div>
      <MenuOverlay />
      <SearchDialog />
    </header>
  );
}
