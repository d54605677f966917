/** The search's status line (its id, for aria-describedby), and what it says before anything is typed. */
export const SEARCH_STATUS_ID = "site-search-status";
export const SEARCH_PROMPT = "Type to search talks, guides, recommendations, templates and experiences.";
/** What the status line says when the search's code cannot load (the visitor went offline). */
export const SEARCH_UNAVAILABLE = "Search could not load. Check your connection and try again.";
/** What the dialog says in a browser with JavaScript turned off, in place of the field (the search runs in the browser). */
export const SEARCH_NEEDS_JAVASCRIPT =
  "Search needs JavaScript. Turn it on and reload the page, or find your way from the menu.";
