import { vi } from "vitest";

/**
 * jsdom has no Popover API. These stand-ins record which popovers are shown and fire `toggle` as a
 * browser does, so a component's own reaction to it can be tested; the opening and closing by
 * `popovertarget`, Escape and a click outside are the browser's, tested in tests/e2e.
 * Returns the spies and the removal of the stand-ins.
 */
export function stubPopoverApi() {
  const shown = new WeakSet<HTMLElement>();
  const fireToggle = (element: HTMLElement, newState: "open" | "closed") =>
    element.dispatchEvent(
      Object.assign(new Event("toggle"), { newState, oldState: newState === "open" ? "closed" : "open" }),
    );
  const showPopover = vi.fn(function (this: HTMLElement) {
    if (shown.has(this)) return;
    shown.add(this);
    fireToggle(this, "open");
  });
  const hidePopover = vi.fn(function (this: HTMLElement) {
    if (!shown.has(this)) return;
    shown.delete(this);
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
