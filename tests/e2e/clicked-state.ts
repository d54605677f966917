import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/** What a button said at a moment: its data-state ("click" for the click itself), its text and its status's text. */
export type ButtonMoment = { state: string | null; text: string; status: string; at: number };

type Recorded = { clickedStateSeen: ButtonMoment[] };

/**
 * Writes down, in the page and by the page's clock, a button's click and every change of its data-state, text
 * and (with `statusSelector`, looked up in the button's section) its status. On a busy machine a test's own
 * waits can outlast a 2-second state; only the page sees it as it was. Returns a wait for the button to go
 * back to idle after "clicked", which answers every moment seen.
 */
export async function recordClickedState(
  button: Locator,
  statusSelector?: string,
): Promise<() => Promise<ButtonMoment[]>> {
  await button.evaluate((element, selector) => {
    const status = selector ? element.closest("section")?.querySelector(selector) : undefined;
    const seen: ButtonMoment[] = [];
    (window as unknown as Recorded).clickedStateSeen = seen;
    const note = (state: string | null) =>
      seen.push({
        state,
        text: (element as HTMLElement).innerText.trim(),
        status: status?.textContent ?? "(no status)",
        at: performance.now(),
      });
    new MutationObserver(() => note(element.getAttribute("data-state"))).observe(element, {
      attributes: true,
      attributeFilter: ["data-state"],
      childList: true,
      subtree: true,
      characterData: true,
    });
    // The 2 s start with the click; the "clicked" state reaches the page a render later.
    element.addEventListener("click", () => note("click"), { capture: true });
  }, statusSelector);
  const page = button.page();
  return async () => {
    await page.waitForFunction(() => {
      const seen = (window as unknown as Recorded).clickedStateSeen;
      const clicked = seen.findIndex((moment) => moment.state === "clicked");
      return clicked >= 0 && seen.slice(clicked).some((moment) => moment.state === "idle");
    });
    return page.evaluate(() => (window as unknown as Recorded).clickedStateSeen);
  };
}

/** The clicked state came with `shown` (text and, if given, status) and went back to idle 2 s after the click (SPEC §9: 2000 ms). */
export function expectClickedForTwoSeconds(seen: ButtonMoment[], shown: { text: string; status?: string }): void {
  const click = seen.find((moment) => moment.state === "click");
  const clicked = seen.find(
    (moment) =>
      moment.state === "clicked" &&
      moment.text === shown.text &&
      (shown.status === undefined || moment.status === shown.status),
  );
  const reverted = seen.findLast((moment) => moment.state === "idle");
  expect(click, JSON.stringify(seen)).toBeDefined();
  expect(clicked, JSON.stringify(seen)).toBeDefined();
  // Timers never run early; a busy machine can run them late.
  expect((reverted?.at ?? 0) - (click?.at ?? 0)).toBeGreaterThanOrEqual(1995);
  expect((reverted?.at ?? 0) - (click?.at ?? 0)).toBeLessThan(3000);
}
