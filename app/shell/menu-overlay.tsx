import { NavLink } from "react-router";
import { siteConfig } from "~/site-config";
import { Logo } from "./logo";
import { MenuToggle } from "./menu-toggle";
import { menuEntries, privacyEntry } from "./nav-entries";
import { MENU_ID, SEARCH_ID } from "./shell-ids";
import { SearchIcon } from "./search/search-icon";
import { ThemeToggle } from "./theme-toggle";

/**
 * The full-screen menu of SPEC §2: a native modal <dialog>, pre-rendered in every page and opened
 * by the top bar's toggle with `command`, so it works from the first paint and without
 * JavaScript. The browser makes the page behind inert, closes it on Escape, focuses its close
 * toggle (autofocus) and gives focus back to the top bar's toggle; CSS locks the page's scroll
 * while it is open, and styles it by its data-slot (app.css). The shell's head script keeps Tab
inside it and closes it when an entry or its Search is chosen (shell-script.ts), with or without React.
 */
export function MenuOverlay() {
  return (
    <dialog id={MENU_ID} aria-label="Site menu" data-slot="menu-overlay">
      <div>
        <div>
          <div>
            <Logo />
          </div>
          <MenuToggle open />
        </div>

        <nav aria-label="Main">
          <button type="button" aria-haspopup="dialog" command="show-modal" commandfor={SEARCH_ID}>
            <SearchIcon />
            Search
          </button>
          <ul>
            {menuEntries.map((entry, index) => (
              <li key={entry.href}>
                {/* NavLink, not SafeLink: the entry of the page you are on is marked (aria-current); the addresses are the site's own. */}
                <NavLink to={entry.href} data-slot="menu-entry">
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
          <NavLink to={privacyEntry.href}>{privacyEntry.label}</NavLink>
        </div>
      </div>
    </dialog>
  );
}
