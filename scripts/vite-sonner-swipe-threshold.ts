import type { Plugin } from "vite";
import { modulePatchPlugin } from "./vite-module-patch.ts";

/** SPEC §9: a toast is dismissed once it has been swiped 20 px. */
export const TOAST_SWIPE_THRESHOLD_PX = 20;

const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const SONNER_THRESHOLD = /const SWIPE_THRESHOLD = \d+;/;

/**
 * Rewrites sonner's swipe-to-dismiss distance to SPEC's 20 px. sonner 2 keeps
 * it as a module constant (45 px) with no option, so the bundled module is
 * patched as it is loaded. When a sonner release renames the constant the
 * build fails here rather than silently using another distance.
 */
export function patchSonnerSwipeThreshold(code: string): string {
  if (!SONNER_THRESHOLD.test(code)) {
    throw new Error(
      "sonner no longer declares `const SWIPE_THRESHOLD = …;`: update scripts/vite-sonner-swipe-threshold.ts for this sonner release.",
    );
  }
  return code.replace(SONNER_THRESHOLD, `const SWIPE_THRESHOLD = ${TOAST_SWIPE_THRESHOLD_PX};`);
}

export function sonnerSwipeThresholdPlugin(): Plugin {
  return modulePatchPlugin("site:sonner-swipe-threshold", SONNER_MODULE, patchSonnerSwipeThreshold);
}
