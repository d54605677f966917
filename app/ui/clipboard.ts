/**
 * Copying text, with no React: used by useCopyToClipboard (./use-copy-to-clipboard.ts) and by the
 * copy-text island (app/islands/copy-text.ts), which pages without the app's scripts load on first use.
 */

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
