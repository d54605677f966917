import { useEffect } from "react";
import { useLocation } from "react-router";
import { HASH_SCROLL_DELAY_MS, hashTarget } from "../../../model/hash-target";
import { openDisclosureAround } from "../../ui/disclosure";

/**
 * Opens the card a URL hash names (SPEC §2 Contact) when the app navigates to it
 * (the browser itself opens it on arrival and for plain '#id' links) and, after
 * 300 ms, scrolls to it; the location key changes on every navigation, so the
 * same hash clicked again scrolls again.
 */
export function useHashCard(ids: readonly string[]): void {
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
