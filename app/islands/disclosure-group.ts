import type { Island } from "./island";
import { moveGroupFocus } from "~/ui/disclosure-keys";

/**
 * The arrow keys, Home and End between the triggers of a disclosure group (app/ui/disclosure.tsx,
 * `keysFromIsland`) on a page that runs no app JavaScript. The shell's head script loads it when
 * focus first enters the group, which comes before any key; opening and closing, and Tab, are
 * the browser's from the start.
 */
export const start: Island["start"] = (root) => {
  root.addEventListener("keydown", (event) => {
    if (moveGroupFocus(root, event.target, event.key)) event.preventDefault();
  });
};
