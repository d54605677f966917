import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, openWithScriptsHeld, pageWithoutJavaScript, test } from "./fixtures";

// the floating popover, the popover menu, the 'Jump to' menu and the talk filter are the
// browser's own popovers (popover + popovertarget), so a tap works from the first paint: with
// JavaScript off, while the page's scripts are still loading, and after hydration, with the same
// names, roles and states.

// axe reads colours, which the talk cards' entrance animation would catch half-way.
test.use({ contextOptions: { reducedMotion: "reduce" } });

type Control = {
  path: string;
  /** A control that needs script is hidden without it (its page's spec checks that). */
  needsScript?: true;
  trigger: (page: Page) => Locator;
  panel: (page: Page) => Locator;
};

const controls = {
  "the floating popover (showcase)": {
    path: "/components/floating-popover",
    trigger: (page) => page.getByRole("button", { name: "Open (bottom)" }),
    panel: (page) => page.getByRole("dialog", { name: "Panel" }),
  },
  "the popover menu (showcase)": {
    path: "/components/buttons",
    trigger: (page) => page.getByRole("button", { name: "Go to" }),
    panel: (page) => page.getByRole("dialog", { name: "Go to" }),
  },
  "the 'Jump to' menu on /experiences": {
    path: "/experiences",
    trigger: (page) => page.getByRole("button", { name: "Jump to" }),
    panel: (page) => page.getByRole("navigation", { name: "Jump to" }),
  },
  "the 'Jump to' menu of the showcase": {
    path: "/components/images",
    trigger: (page) => page.getByRole("button", { name: "Jump to", exact: true }),
    panel: (page) => page.getByRole("navigation", { name: "Jump to", exact: true }),
  },
  "the talk filter on /insights": {
    path: "/insights",
    needsScript: true,
    trigger: (page) => page.locator("[data-slot=filter-trigger]"),
    panel: (page) => page.getByRole("dialog", { name: "Filter talks" }),
  },
} satisfies Record<string, Control>;

/**
 * Whether the browser tells assistive technology the element is expanded: a popover's invoker
 * has no aria-expanded attribute, the browser derives the state from its popover (Playwright's
 * own role queries read only the attribute).
 */
async function browserExpanded(page: Page, element: Locator): Promise<boolean> {
  await element.evaluate((node) => node.setAttribute("data-test-ax", ""));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-test-ax]" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value === true;
  } finally {
    await element.evaluate((node) => node.removeAttribute("data-test-ax"));
    await cdp.detach();
  }
}

/**
 * The panel opens from a click and from Enter on its trigger, closes on Escape (focus back on the
 * trigger) and on a second click; the trigger's expanded state follows. axe needs script, so it
 * runs only where the page has it.
 */
async function opensAndCloses(page: Page, control: Control, { axe = true } = {}): Promise<void> {
  const trigger = control.trigger(page);
  const panel = control.panel(page);
  await expect(panel).toBeHidden();
  expect(await browserExpanded(page, trigger)).toBe(false);
  await trigger.click();
  await expect(panel).toBeVisible();
  expect(await browserExpanded(page, trigger)).toBe(true);
  if (axe) expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await trigger.click();
  await expect(panel).toBeHidden();
  expect(await browserExpanded(page, trigger)).toBe(false);
  if (axe) expect(await axeViolations(page)).toEqual([]);
}

for (const [name, control] of Object.entries<Control>(controls)) {
  test.describe(name, () => {
    if (!control.needsScript) {
      test("opens and closes with JavaScript off", async ({ browser }) => {
        const page = await pageWithoutJavaScript(browser, control.path);
        await opensAndCloses(page, control, { axe: false });
        await page.context().close();
      });
    }

    test("opens while the page's scripts are held back, stays open through hydration, and still works", async ({ page }) => {
      // axe runs four times here.
      test.slow();
      const releaseScripts = await openWithScriptsHeld(page, control.path);
      await opensAndCloses(page, control);
      // Tapped before the scripts ran: hydration keeps it open and in the same state.
      await control.trigger(page).click();
      await expect(control.panel(page)).toBeVisible();
      await releaseScripts();
      await expect(control.panel(page)).toBeVisible();
      expect(await browserExpanded(page, control.trigger(page))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(control.panel(page)).toBeHidden();
      await opensAndCloses(page, control);
    });
  });
}

test("a 'Jump to' entry is a plain link: with JavaScript off it opens and shows the job's card", async ({ browser }) => {
  const page = await pageWithoutJavaScript(browser, "/experiences");
  await controls["the 'Jump to' menu on /experiences"].trigger(page).click();
  const menu = page.getByRole("navigation", { name: "Jump to" });
  const job = menu.locator("a[href^='#job-']").first();
  const id = ((await job.getAttribute("href")) ?? "").slice(1);
  await job.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`details:has(#${id})`)).toHaveAttribute("open", "");
  await expect(page.locator(`#${id}`)).toBeInViewport();
  await page.context().close();
});

test("a popover menu entry is a plain link: with JavaScript off it navigates", async ({ browser }) => {
  const page = await pageWithoutJavaScript(browser, "/components/buttons");
  await controls["the popover menu (showcase)"].trigger(page).click();
  await page.getByRole("dialog", { name: "Go to" }).getByRole("link", { name: "Insights" }).click();
  await expect(page).toHaveURL(/\/insights$/);
});

test("the talk filter opened before hydration applies and closes once the scripts run", async ({ page }) => {
  const releaseScripts = await openWithScriptsHeld(page, "/insights");
  const { trigger, panel } = controls["the talk filter on /insights"];
  await trigger(page).click();
  await expect(panel(page)).toBeVisible();
  await releaseScripts();
  await panel(page).getByRole("button", { name: "Indonesian", exact: true }).click();
  await panel(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(panel(page)).toBeHidden();
});
