import { SEARCH_KEY_SHORTCUTS } from "./search-shortcut";
import { Logo } from "./logo";
import { MenuOverlay } from "./menu-overlay";
import { MenuToggle } from "./menu-toggle";
import { SearchDialog } from "./search/search-dialog";
import { SEARCH_ID, SEARCH_TRIGGER_ID } from "./shell-ids";
import { SearchIcon } from "./search/search-icon";
import { ThemeToggle } from "./theme-toggle";

/**
 * Logo, theme, search and menu toggle; the overlay is the only menu, on every screen size
 * (SPEC §2). The menu and the search are pre-rendered dialogs their buttons open with the
 * browser's `command`, so they work before any script has loaded; the search's keys "/" and
 * Ctrl/Cmd+K and the bar's scrolled look come from the head's shell script (shell-script.ts),
 * on pages with and without React. With scripts off the search button is hidden: the search
 * needs them. Styled in app.css by its data-slot, as the whole shell is in every page's first render.
 */
export function TopBar() {
  return (
    <header data-slot="top-bar">
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
