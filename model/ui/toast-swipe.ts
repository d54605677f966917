/** SPEC §9: a toast is dismissed once it has been swiped 20 px. */
export const TOAST_SWIPE_THRESHOLD_PX = 20;

/**
 * Whether a finger (or pointer) lifted after moving `downwardPx` down a toast
 * dismisses it. Toasts sit at the bottom of the screen, so they leave downwards;
 * a move up never dismisses.
 */
export function swipeDismissesToast(downwardPx: number): boolean {
  return downwardPx >= TOAST_SWIPE_THRESHOLD_PX;
}
