import type { Page } from "@playwright/test";

/**
 * The buttons page's loading demo is busy for 1.5 s only, which a check polling on a loaded machine can miss (two
 * checks in a row, disabled and then aria-busy, have missed it): the page keeps a mark (html[data-saw-sending]) once
 * the button has been disabled, aria-busy and saying 'Sending…' at once.
 */
export async function markWhenSending(page: Page): Promise<void> {
  await page.evaluate(() => {
    new MutationObserver((changes, observer) => {
      const sending = changes.some(
        ({ target }) =>
          target instanceof HTMLButtonElement &&
          target.disabled &&
          target.getAttribute("aria-busy") === "true" &&
          target.textContent?.trim() === "Sending…",
      );
      if (!sending) return;
      document.documentElement.dataset.sawSending = "";
      observer.disconnect();
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
  });
}
