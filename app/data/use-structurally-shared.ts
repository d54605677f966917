import { replaceEqualDeep } from "@tanstack/react-query";
import { useState } from "react";

/**
 * The value, or the one this hook returned before when it is deep-equal (parts
 * that are equal keep their previous objects, as TanStack Query does for query
 * data). A fresh answer with the same content then re-renders nothing below.
 */
export function useStructurallyShared<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const shared = replaceEqualDeep(kept, value);
  // Setting state while rendering: React renders this component again at once, with the new value kept.
  if (shared !== kept) setKept(shared);
  return shared;
}
