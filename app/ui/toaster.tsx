import { Toaster as Sonner } from "sonner";

/** SPEC §9 notification defaults: at most 3 visible toasts, auto-dismiss after 4 seconds. */
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_DURATION_MS = 4000;

/**
 * Where toasts appear (sonner). Mount it only on pages that raise toasts, never in
 * the root, so sonner stays out of the home page's JavaScript. Raise toasts with
 * `toast()` from sonner or with useCopyToClipboard.
 *
 * SPEC's swipe threshold (20 px) is not a sonner option: the build sets it in
 * sonner's module (scripts/vite-sonner-swipe-threshold.ts).
 */
export function Toaster() {
  return (
    <Sonner
      data-slot="toaster"
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      position="bottom-center"
      containerAriaLabel="Notifications"
      toastOptions={{
        style: {
          background: "var(--color-bg-default)",
          color: "var(--color-ink)",
          border: "2px solid var(--color-ink)",
          borderRadius: "0.5rem",
          boxShadow: "4px 4px 0 0 var(--color-ink)",
          fontFamily: "var(--font-sans)",
          fontSize: "0.875rem",
          fontWeight: 600,
        },
      }}
    />
  );
}
