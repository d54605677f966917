/** The ids the shell's markup and its head script (shell-script.ts) share. */
export const MENU_ID = "site-menu";
export const SEARCH_ID = "site-search";
export const SEARCH_TRIGGER_ID = "site-search-trigger";
