import { useCallback } from "react";
import { useClickedState } from "./use-clicked-state";

/** SPEC §4 / §8 copy confirmations, quoted exactly. */
export const COPY_CONFIRMATIONS = {
  /** Copying text in general. */
  text: "Copied to clipboard!",
  /** Copying the owner's e-mail address. */
  email: "Copied email to clipboard!",
  /** The label a copy button (e.g. a referral code's) switches to. */
  button: "Copied!",
} as const;

/**
 * Puts text on the clipboard. Resolves true on success; on failure (no
 * clipboard API, permission refused) it only logs, as SPEC §8 says, and resolves false.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) {
      throw new Error("The clipboard is not available in this browser");
    }
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn("Copy to clipboard failed:", error);
    return false;
  }
}

type CopyOptions = {
  /** Toast shown after a successful copy; false for none (the button shows its own 'Copied!'). */
  toast?: string | false;
};

/**
 * Copy with feedback: a toast with a SPEC confirmation text (needs a <Toaster />
 * on the page) and a `copied` flag that stays on for 2000 ms, for a button's
 * clicked state.
 */
export function useCopyToClipboard() {
  const [copied, markCopied] = useClickedState();
  const copy = useCallback(
    async (text: string, { toast: message = COPY_CONFIRMATIONS.text }: CopyOptions = {}) => {
      const ok = await copyToClipboard(text);
      if (ok) {
        markCopied();
        // The toast store loads on the first copy, not with every page that has a copy button.
        if (message) void import("./toasts").then(({ showToast }) => showToast(message, "success"));
      }
      return ok;
    },
    [markCopied],
  );
  return { copy, copied };
}
