/**
 * SPEC §9's numbers for feedback on an action, shared by the React controls (app/ui) and the
 * islands (app/islands), which must not load React to know them.
 */

/** A button's clicked state lasts 2000 ms, then reverts. */
export const CLICKED_STATE_MS = 2000;

/** Notification defaults: at most 3 visible toasts, auto-dismiss after 4 seconds. */
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_DURATION_MS = 4000;
