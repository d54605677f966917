/**
 * Keeps Tab and Shift+Tab inside `container` (a modal dialog, which makes the rest of the page
 * inert but would let focus leave for the browser's own controls): from the last focusable
 * element Tab goes to the first, and Shift+Tab from the first goes to the last. Self-contained:
 * the shell's head script carries its text (shell-script.ts).
 */
export function wrapTabFocus(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">,
  container: HTMLElement,
): void {
  if (event.key !== "Tab") return;
  // The controls the menu holds (none of them disabled).
  const focusable = Array.from(container.querySelectorAll<HTMLElement>("a[href], button, input, select")).filter(
    (element) => element.checkVisibility(),
  );
  const [from, to] = event.shiftKey ? [focusable[0], focusable.at(-1)] : [focusable.at(-1), focusable[0]];
  if (!to || container.ownerDocument.activeElement !== from) return;
  event.preventDefault();
  to.focus();
}
