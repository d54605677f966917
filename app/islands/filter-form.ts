import { filterCountText } from "#model/ui/filter-panel.ts";

/**
 * What the filter islands share (talk-filter.ts on /insights, store-filter.ts on /solutions): the
 * parts of a server-drawn filter popover (FilterTrigger, FloatingPopover and FilterForm in
 * app/ui), and the wiring every such form gets. Each island keeps its own rule for what a chip,
 * Clear and Apply change.
 */
export type FilterFormParts = {
  /** The button that opens the panel, its badge, and its visible label (the start of its name). */
  trigger: HTMLElement;
  badge: HTMLElement | null;
  label: string;
  /** The popover, and the form of chips inside it. */
  panel: HTMLElement;
  form: HTMLFormElement;
  /** The panel's 'N of M' number. */
  panelCount: HTMLElement | null;
  /** The chips: checkboxes named by their group. */
  boxes: HTMLInputElement[];
};

/** The filter's parts under `root`, or undefined when the page lacks one (then the island does nothing). */
export function filterFormParts(root: HTMLElement): FilterFormParts | undefined {
  const trigger = root.querySelector<HTMLElement>('[data-slot="filter-trigger"]');
  const panel = root.querySelector<HTMLElement>('[data-slot="floating-popover"]');
  const form = root.querySelector<HTMLFormElement>('form[data-slot="filter-form"]');
  if (!trigger || !panel || !form) return undefined;
  return {
    trigger,
    badge: trigger.querySelector<HTMLElement>('[data-slot="filter-trigger-badge"]'),
    label: trigger.querySelector('[data-slot="filter-trigger-label"]')?.textContent ?? "Filters",
    panel,
    form,
    panelCount: form.querySelector<HTMLElement>('[data-slot="filter-panel-count-value"]'),
    boxes: Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')),
  };
}

/** The values of the chips of group `name` for which `checked` holds (ticked now, by default: as drawn). */
export function tickedValues(
  boxes: readonly HTMLInputElement[],
  name: string,
  checked: (box: HTMLInputElement) => boolean = (box) => box.checked,
): string[] {
  return boxes.filter((box) => box.name === name && checked(box)).map((box) => box.value);
}

/** The badge's number (hidden at 0) and the filter button's name: its label, then what the number means. */
export function showBadge({ trigger, badge, label }: FilterFormParts, count: number, meaning: string): void {
  if (badge) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
  trigger.setAttribute("aria-label", `${label}, ${meaning}`);
}

/** The panel's 'N of M'. */
export function showPanelCount({ panelCount }: FilterFormParts, shown: number, total: number): void {
  if (panelCount) panelCount.textContent = filterCountText(shown, total);
}

/** The address with another query, in place (no new history entry, no request). */
export function replaceQuery(write: (params: URLSearchParams) => URLSearchParams): void {
  const url = new URL(location.href);
  url.search = write(url.searchParams).toString();
  history.replaceState(history.state, "", url);
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What every filter form does with its code: `onChange` when a chip toggles, `onApply` in place of
 * sending the form (then the panel closes, and the browser gives focus back to the filter button
 * when what had it was inside), `onClear` for 'Clear'. Enter toggles a chip as Space does (SPEC §4:
 * chips toggle; Enter on a checkbox would otherwise send the form), and focus starts at the panel's
 * first control when it opens rather than at its close button.
 */
export function wireFilterForm(
  { panel, form }: FilterFormParts,
  handlers: { onChange: () => void; onApply: () => void; onClear: () => void },
): void {
  form.addEventListener("change", handlers.onChange);
  form.addEventListener("keydown", (event) => {
    const box = event.target;
    if (event.key !== "Enter" || !(box instanceof HTMLInputElement) || box.type !== "checkbox") return;
    event.preventDefault();
    box.click();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    handlers.onApply();
    // Nothing happens if it is closed already.
    panel.hidePopover();
  });
  form.addEventListener("click", (event) => {
    if (!(event.target instanceof Element && event.target.closest('[data-action="clear"]'))) return;
    // Clear sends its empty form only where no code runs (FilterForm); here the island clears in place.
    event.preventDefault();
    handlers.onClear();
  });
  panel.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") form.querySelector<HTMLElement>(TABBABLE)?.focus();
  });
}

/** Says the island has started: tests, and anyone curious, can tell. */
export function markStarted(root: HTMLElement): void {
  root.setAttribute("data-island-started", "");
}
