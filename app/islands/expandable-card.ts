import { needsCollapseButton } from "#model/ui/expandable-card.ts";
import type { Island } from "./island";
import { scrollToSection } from "~/ui/scroll-to-section";

/**
 * The code of the expandable card's buttons (app/blocks/expandable-card.tsx), on pages with or
 * without React. Two kinds of root:
 * - a card's 'Collapse section' (marked with data-collapse-threshold, started when the browser is
 *   idle): hidden in the page, shown while the card's body is taller than the threshold (SPEC §9,
 *   model/ui/expandable-card.ts). Clicked, it closes the card, puts focus on its trigger and brings the
 *   card's top back into view: the reader was deep inside it;
 * - a group's 'Collapse all': closes every card of its group (SPEC §4).
 * The opening and closing animation is CSS (app/ui/disclosure.tsx).
 */
export const start: Island["start"] = (root) => {
  if (root.dataset.collapseThreshold === undefined) {
    root.addEventListener("click", () => {
      const group = root.closest('[data-slot="expandable-card-group"]');
      for (const card of group?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []) card.open = false;
    });
    return;
  }
  const card = root.closest("details");
  const body = card?.querySelector<HTMLElement>('[data-slot="expandable-card-body"]');
  if (!card || !body) return;
  const threshold = Number(root.dataset.collapseThreshold);
  new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize?.[0]?.blockSize ?? body.getBoundingClientRect().height;
    root.hidden = !needsCollapseButton(height, threshold);
  }).observe(body);
  root.addEventListener("click", () => {
    card.open = false;
    card.querySelector("summary")?.focus({ preventScroll: true });
    scrollToSection(card);
  });
  // Tests, and anyone curious, can tell the code has started (the button shows only on tall content).
  root.setAttribute("data-island-started", "");
};
