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
export const breakpoints: readonly { name: BreakpointName; range: string }[] = [
  { name: "mobile", range: "320–767 px" },
  { name: "tablet", range: "768–1023 px" },
  { name: "desktop", range: "1024–1279 px" },
  { name: "large", range: "1280 px and up" },
];
