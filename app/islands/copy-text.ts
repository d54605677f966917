import { CLICKED_STATE_MS } from "#model/ui/feedback-timing.ts";
import type { Island } from "./island";
import { showToast, showToasterRegion, toasterRegion } from "./toasts";
import { copyToClipboard } from "~/ui/clipboard";

/**
 * The code of copy buttons (app/ui/copy-text.tsx) on pages with or without React: a root marked
 * `data-island="copy-text"` holds buttons with `data-copy-text` (what to copy), `data-clicked-label`
 * and, if a toast confirms, `data-copy-toast`, and a `role="status"` element. Copied, a button
 * shows its clicked look (data-state="clicked") for CLICKED_STATE_MS, the status says its clicked
 * label, and its toast shows; a failed copy is only logged (SPEC §8), the button stays as it was.
 */

const reverts = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** The button's clicked state for CLICKED_STATE_MS; a second copy in that time starts the wait again. */
function showClicked(button: HTMLElement, status: Element | null): void {
  clearTimeout(reverts.get(button));
  button.dataset.state = "clicked";
  if (status) status.textContent = button.dataset.clickedLabel ?? "";
  reverts.set(
    button,
    setTimeout(() => {
      button.dataset.state = "idle";
      if (status) status.textContent = "";
    }, CLICKED_STATE_MS),
  );
}

/** Copies what the button names; true once it is on the clipboard. */
export async function copyFrom(button: HTMLElement, status: Element | null): Promise<boolean> {
  const copied = await copyToClipboard(button.dataset.copyText ?? "");
  if (!copied) return false;
  showClicked(button, status);
  const toast = button.dataset.copyToast;
  if (toast) showToast(toast, "success");
  return true;
}

export const start: Island["start"] = (root) => {
  const status = root.querySelector('[role="status"]');
  // The toasts' live region is there before the first toast, so it is announced.
  if (root.querySelector("[data-copy-toast]")) showToasterRegion(toasterRegion());
  root.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("button[data-copy-text]") : null;
    if (button && root.contains(button)) void copyFrom(button, status);
  });
};
