import { useEffect, useRef, useState } from "react";

/**
 * The computed value of one CSS property of an element (or of its first
 * descendant matching `selector`), kept current as the
 * window resizes, so a demo shows what the browser really applies.
 */
export function useComputedStyle<T extends HTMLElement>(property: string, selector?: string) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState("");
  useEffect(() => {
    const update = () => {
      // With a selector, measure that descendant (e.g. a component that takes no ref).
      const element = selector ? ref.current?.querySelector(selector) : ref.current;
      if (element) setValue(getComputedStyle(element).getPropertyValue(property));
    };
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [property, selector]);
  return [ref, value] as const;
}

export type BreakpointName = "mobile" | "tablet" | "desktop" | "large";

/** SPEC Typography breakpoints: mobile 320-767, tablet 768-1023, desktop 1024-1279, large 1280+. */
export const breakpoints: readonly { name: BreakpointName; range: string; query: string | null }[] = [
  { name: "mobile", range: "320–767 px", query: null },
  { name: "tablet", range: "768–1023 px", query: "(width >= 48rem)" },
  { name: "desktop", range: "1024–1279 px", query: "(width >= 64rem)" },
  { name: "large", range: "1280 px and up", query: "(width >= 80rem)" },
];

/** The breakpoint the window is in now (undefined until the first effect, so SSR and hydration agree). */
export function useBreakpoint(): BreakpointName | undefined {
  const [current, setCurrent] = useState<BreakpointName | undefined>(undefined);
  useEffect(() => {
    const lists = breakpoints.flatMap((bp) => (bp.query ? [{ name: bp.name, list: window.matchMedia(bp.query) }] : []));
    const update = () => setCurrent(lists.filter((entry) => entry.list.matches).at(-1)?.name ?? "mobile");
    update();
    for (const entry of lists) entry.list.addEventListener("change", update);
    return () => {
      for (const entry of lists) entry.list.removeEventListener("change", update);
    };
  }, []);
  return current;
}
