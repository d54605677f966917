import type { Plugin } from "vite";
import { modulePatchPlugin, replaceExactlyOnce } from "./vite-module-patch.ts";

const POPPER_MODULE = /[\\/]node_modules[\\/]@radix-ui[\\/]react-popper[\\/]dist[\\/]index\.mjs$/;
const ANCHOR_UPDATE = /if \(node\) \{\s*onAnchorChange\(node\);/g;

/**
 * Radix's popper (behind every popover and tooltip) stores its trigger element
 * in state from the trigger's ref callback, an urgent update in the middle of
 * the page's first commit: React re-renders synchronously and flushes every
 * pending effect in the same task (9 ms on /solutions as it hydrates). This
 * makes that update a transition, done in a task of its own right after; the
 * element is only needed once a panel opens. A Radix release that changes this
 * code fails the build here.
 */
export function patchRadixPopperAnchor(code: string): string {
  return replaceExactlyOnce(
    code,
    ANCHOR_UPDATE,
    "if (node) {\n          React.startTransition(() => onAnchorChange(node));",
    (found) =>
      `@radix-ui/react-popper changed (expected one anchor update, found ${found}): update scripts/vite-radix-popper-anchor.ts for this release.`,
  );
}

export function radixPopperAnchorPlugin(): Plugin {
  return modulePatchPlugin("site:radix-popper-anchor", POPPER_MODULE, patchRadixPopperAnchor);
}
