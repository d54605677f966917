import { NavLink } from "react-router";
import { siteConfig } from "~/site-config";
import { wrapTabFocus } from "./focus-trap";
import { Logo } from "./logo";
import { MENU_ID, MenuToggle } from "./menu-toggle";
import { menuEntries, privacyEntry } from "./nav-entries";
import { SEARCH_ID, SEARCH_TRIGGER_ID } from "./search/search-dialog";
import { SearchIcon } from "./search/search-icon";
import { ThemeToggle } from "./theme-toggle";

/** Closes the menu around a chosen entry (its link navigates; the menu must not stay over the new page). */
function closeMenu(event: { currentTarget: Element }) {
  event.currentTarget.closest("dialog")?.close();
}

/**
 * Search chosen in the menu: the menu closes and the search opens over the page (one modal at a
 * time); focus is handed to the top bar's search button first, so it comes back there, as the
 * menu's is gone.
 */
function searchFromMenu(event: { currentTarget: Element }) {
  closeMenu(event);
  document.getElementById(SEARCH_TRIGGER_ID)?.focus();
}

/**
 * The full-screen menu of SPEC §2: a native modal <dialog>, pre-rendered in every page and opened
 * by the top bar's toggle with `command`, so it works from the first paint and without
 * JavaScript. The browser makes the page behind inert, closes it on Escape, focuses its close
 * toggle (autofocus) and gives focus back to the top bar's toggle; CSS locks the page's scroll
 * while it is open, and styles it by its data-slot (app.css). React only keeps Tab inside it and closes it when an entry is chosen.
 */
export function MenuOverlay() {
  return (
    <dialog
      id={MENU_ID}
      aria-label="Site menu"
      data-slot="menu-overlay"
      onKeyDown={(event) => wrapTabFocus(event, event.currentTarget)}
    >
      <div>
        <div>
          <div>
            <Logo onNavigate={closeMenu} />
          </div>
          <MenuToggle open />
        </div>

        <nav aria-label="Main">
          <button
            type="button"
            aria-haspopup="dialog"
            command="show-modal"
            commandfor={SEARCH_ID}
            onClick={searchFromMenu}
          >
            <SearchIcon />
            Search
          </button>
          <ul>
            {menuEntries.map((entry, index) => (
              <li key={entry.href}>
                <NavLink to={entry.href} onClick={closeMenu} data-slot="menu-entry">
                  <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div data-slot="menu-footer">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {siteConfig.owner.name}
          </p>
          <ThemeToggle />
          <NavLink to={privacyEntry.href} onClick={closeMenu}>
            {privacyEntry.label}
          </NavLink>
        </div>
      </div>
    </dialog>
  );
}
