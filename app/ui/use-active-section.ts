import { useEffect, useState } from "react";
import { JUMP_MENU_OBSERVER_OPTIONS, activeSectionFromTops } from "../../model/jump-menu";

/**
 * The id of the section the reader is at, following scrolling (SPEC §4). An
 * IntersectionObserver with SPEC's margin (-20% top, -70% bottom) and
 * threshold 0.1 watches each section's heading and, whenever one crosses the
 * band, the active section is worked out from where the headings are. A fast
 * scroll or a jump can carry every heading past the band without crossing it,
 * so the end of a scroll recomputes too.
 */
export function useActiveSection(orderedIds: readonly string[]): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = orderedIds.join("\n");

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const ids = key.split("\n").filter(Boolean);
    const headings = new Map<string, Element>();
    for (const id of ids) {
      const section = document.getElementById(id);
      // The heading, not the whole section: a section taller than ten times the
      // band never reaches the 0.1 threshold, so it would never be reported.
      if (section) headings.set(id, section.querySelector("h1, h2, h3, h4, h5, h6") ?? section);
    }
    const recompute = () => {
      const tops = new Map<string, number>();
      for (const [id, heading] of headings) tops.set(id, heading.getBoundingClientRect().top);
      setActive(activeSectionFromTops(ids, tops, window.innerHeight));
    };
    const observer = new IntersectionObserver(recompute, JUMP_MENU_OBSERVER_OPTIONS);
    for (const heading of headings.values()) observer.observe(heading);
    window.addEventListener("scrollend", recompute, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scrollend", recompute);
    };
  }, [key]);

  return [active, setActive];
}
