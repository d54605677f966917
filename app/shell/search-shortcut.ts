/** The keys that open the site search: "/" (outside text fields) and Ctrl+K or Cmd+K anywhere. */
export type ShortcutKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The focused element is a text field, text area, select or editable region. */
  inTextField: boolean;
};

export const SEARCH_KEY_SHORTCUTS = "/ Control+K Meta+K";

export function isSearchShortcut(event: ShortcutKeyEvent): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.inTextField;
}
