import { focusMoveIndex } from "./focus-move";

/**
 * The arrow keys, Home and End between the triggers of a disclosure group (`[data-disclosure-group]`,
 * ./disclosure.tsx): moves focus from the `<summary>` the key was pressed on to the next one of the
 * same group (not of a group nested in it). True when it moved, so the caller cancels the key's
 * default (scrolling). No React: the group's own handler and the disclosure-group island
 * (app/islands/disclosure-group.ts) share it.
 */
export function moveGroupFocus(group: Element, target: EventTarget | null, key: string): boolean {
  const current = target instanceof HTMLElement ? target : null;
  if (current?.tagName !== "SUMMARY" || current.closest("[data-disclosure-group]") !== group) return false;
  const triggers = [...group.querySelectorAll<HTMLElement>("details > summary")].filter(
    (summary) => summary.closest("[data-disclosure-group]") === group,
  );
  const next = focusMoveIndex(key, triggers.indexOf(current), triggers.length);
  if (next === undefined) return false;
  triggers[next]?.focus();
  return true;
}
