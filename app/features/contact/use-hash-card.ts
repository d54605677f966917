import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { HASH_SCROLL_DELAY_MS, hashTarget } from "../../../model/hash-target";

/**
 * The open card of a group whose cards are hash anchors (SPEC §2 Contact): a
 * hash naming a card opens it and, after 300 ms, scrolls to it, on arrival and
 * whenever the hash changes on the page (the location key changes on every
 * navigation, so the same hash clicked again scrolls again).
 */
export function useHashCard(ids: readonly string[]): [string, (id: string) => void] {
  const { hash, key } = useLocation();
  const [openId, setOpenId] = useState("");

  useEffect(() => {
    const target = hashTarget(hash, ids);
    if (!target) return;
    // In an effect, not during render: the pre-rendered page has no hash, so opening
    // the card in the first render would not match it (a hydration mismatch).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpenId(target);
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(target)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key, ids]);

  return [openId, setOpenId];
}
