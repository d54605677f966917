import { KEPT_MARKUP } from "../kept-markup";
import { SearchIcon } from "./search-icon";
import { SEARCH_ID } from "../shell-ids";
import { SEARCH_NEEDS_JAVASCRIPT, SEARCH_PROMPT, SEARCH_STATUS_ID } from "./search-text";

const INPUT_ID = "site-search-input";

/**
 * The site search's dialog: a native modal <dialog>, pre-rendered in every page and opened by the
 * search buttons with `command` (and by "/" and Ctrl/Cmd+K: app/shell/shell-script.ts), so a tap
 * before any script has loaded opens it. The browser makes the page behind inert, focuses the
 * field, closes on Escape and gives focus back. Its code (app/islands/site-search.ts, with
 * Pagefind) loads when it first opens, whether or not the page runs React, and searches what is
 * already typed. React renders only this markup. With JavaScript off the buttons still open it, and it
 * says that the search needs JavaScript in place of the field.
 */
export function SearchDialog() {
  return (
    <dialog id={SEARCH_ID} aria-labelledby="site-search-title" data-slot="search-dialog">
      <div>
        {/* Read aloud only, except with JavaScript off (app.css), where it stands in for the field. */}
        <h2 id="site-search-title">Search the site</h2>
        {/* No <form>: Enter before the search's code has loaded would submit it and reload the page. */}
        <div role="search">
          <SearchIcon />
          <label htmlFor={INPUT_ID} className="sr-only">
            Search
          </label>
          <input
            id={INPUT_ID}
            type="search"
            // The dialog focuses the field when it opens.
            autoFocus
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Search talks, guides, templates…"
            aria-describedby={SEARCH_STATUS_ID}
          />
        </div>
        <button type="button" command="close" commandfor={SEARCH_ID} aria-label="Close search">
          <span aria-hidden="true">×</span>
        </button>
      </div>

      {/* The search's code fills this in (the island), perhaps before React hydrates: React leaves it alone. */}
      <div
        {...(import.meta.env.SSR
          ? {
              children: (
                <>
                  <p id={SEARCH_STATUS_ID} role="status">
                    {SEARCH_PROMPT}
                  </p>
                  {/* Shown only when the browser runs no scripts (app.css), where the field is hidden. */}
                  <p data-slot="search-needs-javascript">{SEARCH_NEEDS_JAVASCRIPT}</p>
                </>
              ),
            }
          : KEPT_MARKUP)}
      />
    </dialog>
  );
}
