import { JUMP_SCROLL_OFFSET_PX, jumpScrollTop } from "../../model/jump-menu";
import type { Island } from "./island";

/** SPEC §9: the expand animation; the card is looked at again once it has opened. */
const EXPAND_MS = 300;

/** Where a jump puts its target, give or take: a top between 0 and this needs no second scroll. */
const LANDED_PX = 2 * JUMP_SCROLL_OFFSET_PX;

function targetOf(link: HTMLAnchorElement): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(link.hash.slice(1)));
  } catch {
    return null; // a malformed escape names nothing
  }
}

/**
 * SPEC §2 Experiences: a job chosen in the Jump-to menu opens and scrolls into view. The browser
 * already does it for a plain '#job-…' link (it opens the `<details>` around a fragment's target
 * and scrolls to it), which is all there is before this code loads and without JavaScript. This
 * covers a jump made by code instead (a menu that cancels the link and scrolls by itself, as the
 * Jump-to menu's code may, to land 80 px below the top, SPEC §9): it opens the card around the link's target
 * before the menu's own handler runs (capture, on the menu's wrapper), and once the card has
 * opened, and any card above it has closed, brings it back into view if it is not there.
 */
export const start: Island["start"] = (root) => {
  let timer: number | undefined;
  root.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href^='#']") : null;
      const target = link && root.contains(link) ? targetOf(link) : null;
      const card = target?.closest("details");
      if (!target || !card) return;
      for (
        let details: HTMLDetailsElement | null | undefined = card;
        details;
        details = details.parentElement?.closest("details")
      ) {
        details.open = true;
      }
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => {
          // A link followed as it is: the browser has opened the card and scrolled to it (and with the
          // card above closing at once, page CSS, it stays in view).
          if (!event.defaultPrevented) return;
          const top = target.getBoundingClientRect().top;
          if (top >= 0 && top <= LANDED_PX) return;
          window.scrollTo({ top: jumpScrollTop(top, window.scrollY), behavior: reduce ? "auto" : "smooth" });
        },
        reduce ? 0 : EXPAND_MS + 20,
      );
    },
    true,
  );
  root.setAttribute("data-island-started", "");
};
