import { useEffect } from "react";
import { useLocation } from "react-router";
import { HASH_SCROLL_DELAY_MS, hashTarget } from "../../model/hash-target";
import { openDisclosureAround } from "./disclosure";

/**
 * Opens the disclosure a URL hash names (one of `ids`) and, after 300 ms (SPEC
 * §9), scrolls to it: for the app's own navigations, which the browser does not
 * see, and on arrival, where the browser opens it but a streamed page can leave
 * it unscrolled. The location key changes on every navigation, so the same hash
 * clicked again scrolls again.
 */
export function useHashDisclosure(ids: readonly string[]): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const target = hashTarget(hash, ids);
    if (!target) return;
    openDisclosureAround(target);
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(target)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key, ids]);
}
