import type { Locator, Page } from "@playwright/test";

/**
 * The colour a CSS colour value (a token such as `var(--color-bg-subtle)`) computes to in the
 * page, written as getComputedStyle writes an element's background: the two compare directly.
 */
export function computedColour(page: Page, value: string): Promise<string> {
  return page.evaluate((colour) => {
    const probe = document.createElement("div");
    probe.style.backgroundColor = colour;
    document.body.append(probe);
    const computed = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return computed;
  }, value);
}

/** The element's drawn background colour. */
export function backgroundOf(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).backgroundColor);
}

/** The vertical room between the bottom of `above` and the top of `below`, in CSS pixels. */
export async function verticalGap(above: Locator, below: Locator): Promise<number> {
  const [top, bottom] = await Promise.all([above.boundingBox(), below.boundingBox()]);
  if (!top || !bottom) throw new Error("an element is not laid out");
  return Math.round(bottom.y - (top.y + top.height));
}
