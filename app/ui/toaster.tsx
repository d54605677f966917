import { Check } from "lucide-react";
import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from "#model/ui/feedback-timing.ts";
import { swipeDismissesToast } from "#model/ui/toast-swipe.ts";
import { cn } from "./cn";
import { type Toast, currentToasts, dismissToast, subscribeToToasts } from "./toasts";

/** SPEC §9 notification defaults: at most 3 visible toasts, auto-dismiss after 4 seconds (model/ui/feedback-timing.ts). */
export { TOAST_DURATION_MS, TOAST_VISIBLE_MAX };

// The region's and a toast's look, the same for the React toaster and the markup an island fills.
const REGION_CLASSES =
  "pointer-events-none inset-x-0 top-auto bottom-0 w-auto overflow-visible bg-transparent p-md open:flex open:justify-center";
const LIST_CLASSES = "flex w-full max-w-[22rem] flex-col gap-sm";
const TOAST_CLASSES = [
  // touch-none: a finger's drag moves the toast instead of scrolling the page.
  "pointer-events-auto flex touch-none items-center gap-sm rounded-card border-2 border-ink bg-bg-default p-md text-[0.875rem] font-semibold text-ink shadow-[4px_4px_0_0_var(--color-ink)] select-none",
  "transition-[opacity,translate] duration-300 starting:translate-y-full starting:opacity-0 motion-reduce:transition-none",
];
const CHECK_CLASSES = "size-4 shrink-0";

const NO_TOASTS: readonly Toast[] = [];

/**
 * One toast: it leaves TOAST_DURATION_MS after it shows (or after a finger lets go of it), or
 * when swiped down far enough (model/ui/toast-swipe.ts); a shorter swipe springs back.
 */
function ToastItem({ toast }: { toast: Toast }) {
  // How far the pointer pressed on this toast has moved down, or null when none is.
  const [dragged, setDragged] = useState<number | null>(null);
  const startY = useRef(0);

  // A toast under a finger stays; once let go it has its full time again.
  const held = dragged !== null;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, held]);

  function press(event: PointerEvent<HTMLLIElement>) {
    if (event.button !== 0) return;
    startY.current = event.clientY;
    // Moves and the release reach this toast even when the pointer leaves it.
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragged(0);
  }
  function move(event: PointerEvent<HTMLLIElement>) {
    if (dragged !== null) setDragged(Math.max(0, event.clientY - startY.current));
  }
  function release(event: PointerEvent<HTMLLIElement>) {
    if (dragged === null) return;
    setDragged(null);
    if (swipeDismissesToast(event.clientY - startY.current)) dismissToast(toast.id);
  }

  return (
    <li
      data-slot="toast"
      data-tone={toast.tone}
      data-swiping={dragged !== null ? "true" : undefined}
      onPointerDown={press}
      onPointerMove={move}
      onPointerUp={release}
      onPointerCancel={() => setDragged(null)}
      style={dragged ? { translate: `0 ${dragged}px` } : undefined}
      className={cn(...TOAST_CLASSES, dragged !== null && "transition-none")}
    >
      {toast.tone === "success" ? <Check aria-hidden="true" className={CHECK_CLASSES} /> : null}
      {toast.message}
    </li>
  );
}

/**
 * Where toasts appear, at the bottom of the screen, announced politely. Mount it
 * only on pages that raise toasts (showToast in ./toasts), never in the root.
 * Toasts beyond TOAST_VISIBLE_MAX wait their turn.
 *
 * The region is a manual popover, so it lives in the top layer: shown once the page
 * runs (a live region must be there before what it announces), and shown again when
 * a toast arrives, which puts it above a dialog or popover opened since.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => NO_TOASTS);
  const regionRef = useRef<HTMLElement>(null);
  const newestId = toasts.at(-1)?.id;
  useEffect(() => {
    const region = regionRef.current;
    region?.hidePopover();
    region?.showPopover();
  }, [newestId]);
  return (
    <section
      ref={regionRef}
      popover="manual"
      data-slot="toaster"
      aria-label="Notifications"
      aria-live="polite"
      className={REGION_CLASSES}
    >
      <ol className={LIST_CLASSES}>
        {toasts.slice(0, TOAST_VISIBLE_MAX).map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}

/**
 * The toaster of a page whose toasts come from islands: the same region, empty, with the markup of
 * one toast in a hidden list, which an island's code (app/islands/toasts.ts) copies for each toast it
 * shows, so its toasts look and are announced as the Toaster's. Mount it only on pages whose
 * islands raise toasts, and never beside a Toaster.
 */
export function ToasterMarkup() {
  return (
    <section
      popover="manual"
      data-slot="toaster"
      data-toaster="markup"
      aria-label="Notifications"
      aria-live="polite"
      className={REGION_CLASSES}
    >
      <ol className={LIST_CLASSES} />
      {/* A hidden list, not a <template>: React cannot hydrate a template's contents (react/react#34835),
          and a page that runs React (the showcase) has island toasts too. */}
      <ol hidden data-slot="toast-template">
        <li data-slot="toast" data-tone="success" className={cn(...TOAST_CLASSES)}>
          <Check aria-hidden="true" className={CHECK_CLASSES} />
          <span data-slot="toast-message" />
        </li>
      </ol>
    </section>
  );
}
