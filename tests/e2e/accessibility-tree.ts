import type { Locator, Page } from "@playwright/test";

/** What the browser tells assistive technology about one element. */
export type BrowserAccessibility = {
  role: unknown;
  name: unknown;
  /** Undefined when the element has no expanded state at all. */
  expanded: unknown;
  /** "dialog", "menu"…; undefined when the element opens no popup. */
  hasPopup: unknown;
};

/**
 * The element as the browser exposes it to assistive technology (Chromium's accessibility tree),
 * not as its attributes say: the browser derives an invoker's expanded state from its popover,
 * and Playwright's own role queries read only the attributes.
 */
export async function browserAccessibility(page: Page, element: Locator): Promise<BrowserAccessibility> {
  await element.evaluate((node) => node.setAttribute("data-test-ax", ""));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-test-ax]" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const property = (name: string) => node?.properties?.find((entry) => entry.name === name)?.value.value;
    return {
      role: node?.role?.value,
      name: node?.name?.value,
      expanded: property("expanded"),
      hasPopup: property("hasPopup"),
    };
  } finally {
    await element.evaluate((node) => node.removeAttribute("data-test-ax"));
    await cdp.detach();
  }
}
