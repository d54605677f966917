import { JUMP_MENU_OBSERVER_OPTIONS, activeSectionFromTops } from "#model/ui/jump-menu.ts";
import { hashId } from "~/ui/hash-target";
import type { Island } from "./island";

/**
 * The element whose box stands for a section's place on the page: its heading, not the whole
 * section (one taller than ten times the band never reaches the 0.1 threshold, so it would never be
 * reported); for a target that is a `<details>`' child beside its summary (a job card's anchor, at
 * the card's top), the card: a closed card does not lay that content out, so the observer never
 * sees it, and measuring it would make the browser lay the card's content out first.
 */
function placeOf(section: Element): Element {
  const target = section.querySelector("h1, h2, h3, h4, h5, h6") ?? section;
  const card = target.parentElement;
  return card instanceof HTMLDetailsElement && target.localName !== "summary" ? card : target;
}

/** Below this width a jump closes the floating panel, which would cover the section (Tailwind's md). */
const SMALL_SCREEN = "(width < 48rem)";

/**
 * The code of the 'Jump to' menu (app/ui/jump-menu.tsx, SPEC §4), on pages with or without React,
 * started on first reach or when the browser is idle (so the highlight follows scrolling before
 * the menu is touched). The jumps themselves are the browser's: `#id` links, landing 80 px down by
 * the sections' scroll margin, smoothly unless motion is reduced (app.css). This adds:
 * - the entry of the section being read gets aria-current=location, its group opens when the reader
 *   enters it, and the toggle names it (data-current). An IntersectionObserver with SPEC's band
 *   watches each section's heading; a fast scroll or a jump can carry every heading past the band
 *   without crossing it, so the end of a scroll recomputes too;
 * - a jump highlights its entry at once, lets the browser focus the section (so the next Tab starts
 *   there and screen readers read it), and closes the floating panel on small screens;
 * - 'Back to top' scrolls to the top and focuses the element named by data-top-target.
 */
export const start: Island["start"] = (root) => {
  const panel = root.querySelector<HTMLElement>('[data-slot="jump-menu-panel"]');
  const current = root.querySelector<HTMLElement>('[data-slot="jump-menu-current"]');
  if (!panel) return;
  const links = [...panel.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  // A malformed escape names no section ("" finds no element).
  const idOf = (link: HTMLAnchorElement) => hashId(link.hash) ?? "";
  const ids = links.map(idOf);
  let openedGroup: HTMLDetailsElement | null = null;

  function highlight(id: string | undefined) {
    let active: HTMLAnchorElement | undefined;
    for (const link of links) {
      if (idOf(link) === id) {
        active = link;
        link.setAttribute("aria-current", "location");
      } else link.removeAttribute("aria-current");
    }
    const group = active?.closest<HTMLDetailsElement>('[data-slot="jump-menu-group"]') ?? null;
    for (const entry of panel?.querySelectorAll('[data-slot="jump-menu-entry"]') ?? []) {
      entry.toggleAttribute("data-active-parent", group !== null && entry.parentElement === group.parentElement);
    }
    // The group opens when the reader enters it, not on every scroll: a group they closed stays closed meanwhile.
    if (group && group !== openedGroup) group.open = true;
    openedGroup = group;
    if (active) current?.setAttribute("data-current", active.textContent ?? "");
    else current?.removeAttribute("data-current");
  }

  const headings = new Map<string, Element>();
  for (const id of ids) {
    const section = document.getElementById(id);
    if (section) headings.set(id, placeOf(section));
  }
  const recompute = () => {
    const tops = new Map<string, number>();
    for (const [id, heading] of headings) tops.set(id, heading.getBoundingClientRect().top);
    highlight(activeSectionFromTops(ids, tops, window.innerHeight));
  };
  const observer = new IntersectionObserver(recompute, JUMP_MENU_OBSERVER_OPTIONS);
  for (const heading of headings.values()) observer.observe(heading);
  window.addEventListener("scrollend", recompute, { passive: true });

  panel.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    const target = link ? document.getElementById(idOf(link)) : null;
    if (!link || !target) return;
    highlight(idOf(link));
    // The browser focuses a fragment's target that can take focus, once it has revealed and scrolled to it.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    if (panel.hasAttribute("popover") && window.matchMedia(SMALL_SCREEN).matches) panel.hidePopover();
  });

  root.querySelector('[data-slot="jump-menu-top"]')?.addEventListener("click", () => {
    // Smooth by the page's scroll-behavior, at once under reduced motion (app.css).
    window.scrollTo({ top: 0 });
    const top = root.dataset.topTarget ? document.getElementById(root.dataset.topTarget) : null;
    top?.focus({ preventScroll: true });
  });
  // Tests, and anyone curious, can tell the code has started.
  root.setAttribute("data-island-started", "");
};
