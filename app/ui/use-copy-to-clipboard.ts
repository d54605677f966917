import { useCallback } from "react";
import { COPY_CONFIRMATIONS, copyToClipboard } from "./clipboard";
import { useClickedState } from "./use-clicked-state";

// The texts and the copy itself have no React, so the copy-text island shares them (./clipboard.ts).
export { COPY_CONFIRMATIONS, copyToClipboard };

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
