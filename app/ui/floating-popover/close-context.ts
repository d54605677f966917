import { createContext, useContext } from "react";

/** Closes the floating panel around the caller (a no-op outside one). */
export const FloatingPopoverCloseContext = createContext<() => void>(() => {});

/**
 * For a control inside a FloatingPopover that closes it when used (a menu
 * entry): call the returned function; focus goes back to the trigger.
 */
export function useCloseFloatingPopover(): () => void {
  return useContext(FloatingPopoverCloseContext);
}
