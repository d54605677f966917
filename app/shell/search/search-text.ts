/** The search's status line (its id, for aria-describedby), and what it says before anything is typed. */
export const SEARCH_STATUS_ID = "site-search-status";
export const SEARCH_PROMPT = "Type to search talks, guides, recommendations, templates and experiences.";
/** What the status line says when the search's code cannot load (the visitor went offline). */
export const SEARCH_UNAVAILABLE = "Search could not load. Check your connection and try again.";
