import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from "#model/ui/feedback-timing.ts";
import { swipeDismissesToast } from "#model/ui/toast-swipe.ts";

/**
 * Toasts raised by islands, in the page's ToasterMarkup (app/ui/toaster.tsx): the same rules as the
 * React Toaster's. At most TOAST_VISIBLE_MAX show, the others wait their turn; each leaves
 * TOAST_DURATION_MS after it shows (or after a finger lets go of it), or when swiped down far
 * enough (model/ui/toast-swipe.ts), while a shorter swipe springs back.
 */

export type ToastTone = "default" | "success";

type Waiting = { message: string; tone: ToastTone; item?: HTMLLIElement; timer?: ReturnType<typeof setTimeout> };

/** The page's toasts, oldest first; the first TOAST_VISIBLE_MAX are in the region. */
const toasts: Waiting[] = [];

/** The page's region for islands' toasts, if it has one. */
export function toasterRegion(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-slot="toaster"][data-toaster="markup"]');
}

/**
 * Shows the region (a manual popover, so in the top layer), or shows it again to put it above a
 * dialog or popover opened since. A live region must be there before what it announces: call this
 * as soon as a toast may come, e.g. when an island starts.
 */
export function showToasterRegion(region: HTMLElement | null = toasterRegion()): void {
  region?.hidePopover?.();
  region?.showPopover?.();
}

/** Shows `message` as a toast (a check mark before it when `success`); nothing without a region. */
export function showToast(message: string, tone: ToastTone = "default"): void {
  const region = toasterRegion();
  if (!region) {
    console.warn(`No toaster on this page for "${message}".`);
    return;
  }
  toasts.push({ message, tone });
  draw(region);
  showToasterRegion(region);
}

/** Removes every toast (for tests). */
export function dismissAllToasts(): void {
  for (const toast of toasts.splice(0)) {
    clearTimeout(toast.timer);
    toast.item?.remove();
  }
}

function dismiss(region: HTMLElement, toast: Waiting): void {
  clearTimeout(toast.timer);
  toast.item?.remove();
  const index = toasts.indexOf(toast);
  if (index >= 0) toasts.splice(index, 1);
  draw(region);
}

/** Puts the toasts whose turn it is into the region; each one's time starts when it shows. */
function draw(region: HTMLElement): void {
  const list = region.querySelector("ol:not([data-slot=toast-template])");
  if (!list) return;
  for (const toast of toasts.slice(0, TOAST_VISIBLE_MAX)) {
    if (toast.item) continue;
    toast.item = toastItem(region, toast);
    list.append(toast.item);
    wait(region, toast);
  }
}

function wait(region: HTMLElement, toast: Waiting): void {
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => dismiss(region, toast), TOAST_DURATION_MS);
}

/** One toast, made from the region's hidden prototype (ToasterMarkup); it follows a finger that drags it down. */
function toastItem(region: HTMLElement, toast: Waiting): HTMLLIElement {
  const prototype = region.querySelector('[data-slot="toast-template"] > li');
  const item = (prototype?.cloneNode(true) ?? document.createElement("li")) as HTMLLIElement;
  item.dataset.tone = toast.tone;
  if (toast.tone !== "success") item.querySelector("svg")?.remove();
  const text = item.querySelector('[data-slot="toast-message"]') ?? item;
  text.textContent = toast.message;

  // How far the pointer pressed on this toast has moved down, or null when none is.
  let dragged: number | null = null;
  let startY = 0;
  const follow = (distance: number | null) => {
    dragged = distance;
    item.style.translate = distance ? `0 ${distance}px` : "";
    item.classList.toggle("transition-none", distance !== null);
    if (distance === null) delete item.dataset.swiping;
    else item.dataset.swiping = "true";
  };
  item.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    startY = event.clientY;
    // Moves and the release reach this toast even when the pointer leaves it.
    item.setPointerCapture?.(event.pointerId);
    // A toast under a finger stays; once let go it has its full time again.
    clearTimeout(toast.timer);
    follow(0);
  });
  item.addEventListener("pointermove", (event) => {
    if (dragged !== null) follow(Math.max(0, event.clientY - startY));
  });
  item.addEventListener("pointerup", (event) => {
    if (dragged === null) return;
    follow(null);
    if (swipeDismissesToast(event.clientY - startY)) dismiss(region, toast);
    else wait(region, toast);
  });
  item.addEventListener("pointercancel", () => {
    if (dragged === null) return;
    follow(null);
    wait(region, toast);
  });
  return item;
}
