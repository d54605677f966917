import { MENU_ID } from "./shell-ids";

/**
 * The three-line menu button. The top bar's opens the menu dialog and the menu's own (drawn as a
 * cross) closes it, both with the browser's `command`, so a tap works before any script. Each is
 * only seen while the menu is in its state (the page behind the open menu is inert), so its name
 * never changes. No aria-expanded: ARIA in HTML forbids it beside `command`, whose state is the
 * browser's to give; the opener says it opens a dialog, as the search button does.
 */
export function MenuToggle({ open }: { open: boolean }) {
  return (
    <button
      type="button"
      command={open ? "close" : "show-modal"}
      commandfor={MENU_ID}
      // The menu focuses its close toggle when it opens.
      autoFocus={open}
      aria-haspopup={open ? undefined : "dialog"}
      aria-controls={MENU_ID}
      aria-label={open ? "Close menu" : "Open menu"}
      data-slot="menu-toggle"
    >
      {/* Drawn in app.css. */}
      <span aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </button>
  );
}
