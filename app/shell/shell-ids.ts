/** The ids the shell's markup and its head script (shell-script.ts) share. */
export const MENU_ID = "site-menu";
export const SEARCH_ID = "site-search";
export const SEARCH_TRIGGER_ID = "site-search-trigger";
/** The search's code: the island on every page (app/islands/site-search.ts), which the shell's script loads when the search opens. */
export const SEARCH_ISLAND = "site-search";
/** The `<noscript>` holding the app's scripts on a page that starts the app on first use (page-scripts.ts). */
export const APP_SCRIPTS_ID = "app-scripts";
