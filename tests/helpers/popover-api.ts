import { vi } from "vitest";

/**
 * jsdom has no Popover API. These stand-ins record which popovers are shown and fire `toggle` as a
 * browser does, so a component's own reaction to it can be tested; the opening and closing by
 * `popovertarget`, Escape and a click outside are the browser's, tested in tests/e2e.
 * Returns the spies and the removal of the stand-ins.
 */
export function stubPopoverApi() {
  const shown = new WeakSet<HTMLElement>();
  // As the browser does, hiding a popover with focus inside gives focus back to what had it before it opened.
  const focusedBefore = new WeakMap<HTMLElement, Element | null>();
  const fireToggle = (element: HTMLElement, newState: "open" | "closed") =>
    element.dispatchEvent(
      Object.assign(new Event("toggle"), { newState, oldState: newState === "open" ? "closed" : "open" }),
    );
  const showPopover = vi.fn(function (this: HTMLElement) {
    if (shown.has(this)) return;
    shown.add(this);
    focusedBefore.set(this, document.activeElement);
    fireToggle(this, "open");
  });
  const hidePopover = vi.fn(function (this: HTMLElement) {
    if (!shown.has(this)) return;
    shown.delete(this);
    const previous = focusedBefore.get(this);
    if (this.contains(document.activeElement) && previous instanceof HTMLElement) previous.focus();
    fireToggle(this, "closed");
  });
  Object.assign(HTMLElement.prototype, { showPopover, hidePopover });
  return {
    showPopover,
    hidePopover,
    isShown: (element: HTMLElement) => shown.has(element),
    restore: () => {
      const prototype = HTMLElement.prototype as Partial<HTMLElement>;
      delete prototype.showPopover;
      delete prototype.hidePopover;
    },
  };
}
