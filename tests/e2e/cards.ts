import type { Locator, Page } from "@playwright/test";

/**
 * An expandable card by its '#id': a <details> whose fragment anchor is that id.
 * Playwright reads its open state with toHaveJSProperty("open", …).
 */
export function cardById(page: Page, id: string): Locator {
  return page.locator(`details:has(> [id="${id}"])`);
}

/** The <summary> that opens and closes a card. */
export function summaryOf(card: Locator): Locator {
  return card.locator(":scope > summary");
}
