import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { SearchIcon } from "./search-icon";

export const SEARCH_ID = "site-search";
/** The top bar's search button, which gets focus back when a search opened from the menu closes. */
export const SEARCH_TRIGGER_ID = "site-search-trigger";
const INPUT_ID = "site-search-input";
const STATUS_ID = "site-search-status";

const SEARCH_PROMPT = "Type to search talks, guides, recommendations, templates and experiences.";

/** The search's live line (styled in app.css): what to do, or what was found. */
function SearchStatus({ children = SEARCH_PROMPT }: { children?: string }) {
  return (
    <p id={STATUS_ID} role="status">
      {children}
    </p>
  );
}

// If its script cannot load (the visitor went offline), the search says so.
const SearchResults = lazy(() =>
  import("./search-results").catch(() => ({
    default: () => <SearchStatus>Search could not load. Check your connection and try again.</SearchStatus>,
  })),
);

/**
 * The site search's dialog: a native modal <dialog>, pre-rendered in every page and opened by the
 * search buttons with `command` (and by "/" and Ctrl/Cmd+K once the page's script runs), so a tap
 * before the script has loaded opens it. The browser makes the page behind inert, focuses the
 * field, closes on Escape and gives focus back. Its results (search-results.tsx, with Pagefind)
 * load when it first opens and search what is already typed; Enter opens the best one.
 */
export function SearchDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialog.open) setUsed(true);
    const handleToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") setUsed(true);
    };
    dialog.addEventListener("toggle", handleToggle);
    return () => dialog.removeEventListener("toggle", handleToggle);
  }, []);

  const close = () => dialogRef.current?.close();
  const prompt = <SearchStatus />;

  return (
    <dialog ref={dialogRef} id={SEARCH_ID} aria-labelledby="site-search-title" data-slot="search-dialog">
      <div>
        <h2 id="site-search-title" className="sr-only">
          Search the site
        </h2>
        {/* No <form>: before hydration Enter would submit it and reload the page. */}
        <div role="search">
          <SearchIcon />
          <label htmlFor={INPUT_ID} className="sr-only">
            Search
          </label>
          <input
            ref={inputRef}
            id={INPUT_ID}
            type="search"
            // The dialog focuses the field when it opens.
            autoFocus
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Search talks, guides, templates…"
            aria-describedby={STATUS_ID}
            onKeyDown={(event) => {
              // Enter opens the best result.
              if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
              event.preventDefault();
              dialogRef.current?.querySelector<HTMLAnchorElement>('[data-slot="search-result"]')?.click();
            }}
          />
        </div>
        <button type="button" command="close" commandfor={SEARCH_ID} aria-label="Close search">
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <div>
        {used ? (
          <Suspense fallback={prompt}>
            <SearchResults input={inputRef} onNavigate={close} Status={SearchStatus} />
          </Suspense>
        ) : (
          prompt
        )}
      </div>
    </dialog>
  );
}
