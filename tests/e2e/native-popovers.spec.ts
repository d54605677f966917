import type { Locator, Page } from "@playwright/test";
import { POPOVER_SIDE_OFFSET, popoverMargin } from "../../model/ui/floating-popover";
import { browserAccessibility } from "./accessibility-tree";
import { axeViolations } from "./axe";
import { expect, openWithIslandHeld, openWithScriptsHeld, pageWithoutJavaScript, test } from "./fixtures";

// the floating popover, the popover menu, the 'Jump to' menu and the talk and store filters are the
// browser's own popovers (popover + popovertarget), so a tap works from the first paint: with
// JavaScript off, while the page's code is still loading (the app's scripts, or on a page without
// them, such as /insights, the island that enhances the control), and once it runs, with the same
// names, roles and states.

// axe reads colours, which the talk cards' entrance animation would catch half-way.
test.use({ contextOptions: { reducedMotion: "reduce" } });

type Control = {
  path: string;
  /** A control that needs script is hidden without it (its page's spec checks that). */
  needsScript?: true;
  /** Opens the page with the control's code held back; its release resolves once the code runs. The app's scripts unless given. */
  hold?: (page: Page, path: string) => Promise<() => Promise<void>>;
  trigger: (page: Page) => Locator;
  panel: (page: Page) => Locator;
};

/** Opens the control's page with its code held back (see Control.hold). */
const openWithCodeHeld = (page: Page, control: Pick<Control, "path" | "hold">) =>
  (control.hold ?? openWithScriptsHeld)(page, control.path);

/** The filter's own code has run: its island has started (other islands may start when the page is idle). */
const filterCodeRan = (page: Page) => page.locator("[data-island$=-filter][data-island-started]");

/** The name of the focused element: a checkbox's label, a button's text or its aria-label. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
    return (label ?? element)?.textContent?.trim() || (element?.getAttribute("aria-label") ?? "");
  });

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
  // A page without the app's scripts: the menu's code is its island (app/islands/jump-menu.ts).
  "the 'Jump to' menu on /experiences": {
    path: "/experiences",
    hold: (page, path) => openWithIslandHeld(page, path, "jump-menu"),
    trigger: (page) => page.getByRole("button", { name: "Jump to" }),
    panel: (page) => page.getByRole("navigation", { name: "Jump to" }),
  },
  "the 'Jump to' menu of the showcase": {
    path: "/components/images",
    trigger: (page) => page.getByRole("button", { name: "Jump to", exact: true }),
    panel: (page) => page.getByRole("navigation", { name: "Jump to", exact: true }),
  },
  // A page without the app's scripts: the filter's code is an island (app/islands/talk-filter.ts).
  "the talk filter on /insights": {
    path: "/insights",
    needsScript: true,
    hold: (page, path) => openWithIslandHeld(page, path, "talk-filter"),
    trigger: (page) => page.locator("[data-slot=filter-trigger]"),
    panel: (page) => page.getByRole("dialog", { name: "Filter talks" }),
  },
  // A page without the app's scripts: the filter's code is an island (app/islands/store-filter.ts), and
  // the form is answered by the server without it.
  "the store filter on /solutions": {
    path: "/solutions",
    hold: (page, path) => openWithIslandHeld(page, path, "store-filter"),
    trigger: (page) => page.locator("[data-slot=filter-trigger]"),
    panel: (page) => page.getByRole("dialog", { name: "Filter Content" }),
  },
} satisfies Record<string, Control>;

/**
 * Whether the browser tells assistive technology the element is expanded: a popover's invoker
 * has no aria-expanded attribute, the browser derives the state from its popover.
 */
async function browserExpanded(page: Page, element: Locator): Promise<boolean> {
  return (await browserAccessibility(page, element)).expanded === true;
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

    test("opens while the page's code is held back, stays open once it runs, and still works", async ({ page }) => {
      // axe runs four times here.
      test.slow();
      const releaseScripts = await openWithCodeHeld(page, control);
      await opensAndCloses(page, control);
      // Tapped before the code ran: hydration, or the island's start, keeps it open and in the same state.
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

test("a 'Jump to' entry is a plain link: with JavaScript off it opens and shows the job's card", async ({
  browser,
}) => {
  const page = await pageWithoutJavaScript(browser, "/experiences");
  await controls["the 'Jump to' menu on /experiences"].trigger(page).click();
  const menu = page.getByRole("navigation", { name: "Jump to" });
  await expect(menu).toBeVisible();
  // Nothing would scroll back without the menu's code.
  await expect(menu.getByRole("button", { name: "Back to top" })).toBeHidden();
  // The jobs are a <details> of their own, which the browser opens.
  await menu.locator("summary", { hasText: "Professional Journey: sub-sections" }).click();
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

test("the talk filter opened before its code came applies and closes once the code runs", async ({ page }) => {
  const control = controls["the talk filter on /insights"];
  const releaseIsland = await openWithCodeHeld(page, control);
  await control.trigger(page).click();
  await expect(control.panel(page)).toBeVisible();
  await releaseIsland();
  // The tap that opened it is not replayed once the code runs: the browser opened the panel by itself.
  await expect(control.panel(page)).toBeVisible();
  await control.panel(page).getByRole("checkbox", { name: "Indonesian", exact: true }).click();
  await control.panel(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(control.panel(page)).toBeHidden();
  await expect(page.locator("[data-slot=talk-card]:visible").first()).toContainText("English");
});

test("the store filter opened before its code came applies and closes once the code runs", async ({ page }) => {
  const control = controls["the store filter on /solutions"];
  const releaseIsland = await openWithCodeHeld(page, control);
  await control.trigger(page).click();
  await expect(control.panel(page)).toBeVisible();
  await releaseIsland();
  // The tap that opened it is not replayed once the code runs: the browser opened the panel by itself.
  await expect(control.panel(page)).toBeVisible();
  await control.panel(page).getByRole("checkbox", { checked: false }).first().click();
  await expect(control.panel(page).getByRole("checkbox", { checked: true })).toHaveCount(1);
  await control.panel(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(control.panel(page)).toBeHidden();
});

/** How far the panel keeps from each screen edge, and from its trigger on the side it opened on. */
async function panelGaps(page: Page, panel: Locator, trigger: Locator) {
  const [box, triggerBox] = [await panel.boundingBox(), await trigger.boundingBox()];
  const viewport = page.viewportSize();
  if (!box || !triggerBox || !viewport) throw new Error("panel, trigger or viewport not measured");
  const toTrigger = [
    box.y - (triggerBox.y + triggerBox.height),
    triggerBox.y - (box.y + box.height),
    box.x - (triggerBox.x + triggerBox.width),
    triggerBox.x - (box.x + box.width),
  ];
  return {
    toScreenEdge: Math.min(box.x, box.y, viewport.width - box.x - box.width, viewport.height - box.y - box.height),
    // The panel lies outside its trigger on one side only: the largest of the four is that side's gap.
    toTrigger: Math.max(...toTrigger),
    height: box.height,
  };
}

test.describe("a floating panel keeps SPEC §9's margins: 16 px from its trigger, 16 px (24 px from 768 px up) from every screen edge", () => {
  type Placement = Pick<Control, "path" | "hold" | "trigger" | "panel">;
  const toolbarFilter: Placement = {
    path: "/components/floating-popover",
    trigger: (page) => page.getByRole("toolbar", { name: "Page tools" }).getByRole("button", { name: /^Filter,/ }),
    panel: (page) => page.getByRole("dialog", { name: "Filter talks" }),
  };
  const placements: Record<
    string,
    Placement & { needsScript?: true; triggerTop?: "near the bottom" | "near the top" }
  > = {
    "the talk filter at the screen's right edge": controls["the talk filter on /insights"],
    "the toolbar's filter near the screen's bottom (opens above)": { ...toolbarFilter, triggerTop: "near the bottom" },
    "the toolbar's filter near the screen's top (opens below)": { ...toolbarFilter, triggerTop: "near the top" },
    "the showcase panel on its trigger's right (or below on a phone)": {
      path: "/components/floating-popover",
      trigger: (page) => page.getByRole("button", { name: "Open (right)" }),
      panel: (page) => page.getByRole("dialog", { name: "Panel" }),
    },
  };

  for (const [name, placement] of Object.entries(placements)) {
    // A control hidden without JavaScript is measured before its scripts run instead.
    for (const state of [
      "after hydration",
      placement.needsScript ? "before the scripts run" : "with JavaScript off",
    ] as const) {
      test(`${name}, ${state}`, async ({ page: scriptedPage, browser }) => {
        const page =
          state === "with JavaScript off" ? await pageWithoutJavaScript(browser, placement.path) : scriptedPage;
        if (state === "after hydration") await page.goto(placement.path);
        const releaseScripts = state === "before the scripts run" ? await openWithCodeHeld(page, placement) : undefined;
        const trigger = placement.trigger(page);
        if (placement.triggerTop === "near the top") {
          const top = (await trigger.boundingBox())?.y ?? 0;
          await page.evaluate((by) => window.scrollBy({ top: by, behavior: "instant" }), top - 120);
          await expect.poll(async () => Math.round((await trigger.boundingBox())?.y ?? 0)).toBe(120);
        }
        if (placement.triggerTop === "near the bottom") {
          // The toolbar sits high on its page: a screen that ends 60 px below it puts it near the bottom edge.
          const box = await trigger.boundingBox();
          const width = page.viewportSize()?.width ?? 0;
          await page.setViewportSize({ width, height: Math.round((box?.y ?? 0) + (box?.height ?? 0) + 60) });
        }
        await trigger.click();
        const panel = placement.panel(page);
        await expect(panel).toBeVisible();
        const margin = popoverMargin(page.viewportSize()?.width ?? 0);
        const gaps = await panelGaps(page, panel, trigger);
        expect(gaps.toScreenEdge).toBeGreaterThanOrEqual(margin - 0.5);
        expect(gaps.toTrigger).toBeCloseTo(POPOVER_SIDE_OFFSET, 0);
        // Not squeezed into a sliver by the margins: the side with more room, its body scrolling if need be.
        expect(gaps.height).toBeGreaterThan(140);
        if (state === "with JavaScript off") await page.context().close();
        await releaseScripts?.();
      });
    }
  }
});

for (const name of ["the talk filter on /insights", "the store filter on /solutions"] as const) {
  test.describe(`the floating popover is not a focus trap (SPEC asks for none): the browser's popover focus order, ${name}`, () => {
    const control = controls[name];
    const { trigger, panel } = control;
    /** The panel's first control (a chip), where opening puts focus once the code runs. */
    const firstControl = (page: Page) =>
      panel(page).locator("[data-slot=floating-popover-body]").locator("button, input[type=checkbox]").first();

    /** Presses Tab until focus leaves the panel; returns the names of the panel's controls it passed. */
    async function tabThroughPanel(page: Page): Promise<string[]> {
      const passed: string[] = [];
      for (let step = 0; step < 30; step++) {
        await page.keyboard.press("Tab");
        const inside = await panel(page).evaluate((element) => element.contains(document.activeElement));
        if (!inside) return passed;
        passed.push(await focusedName(page));
      }
      throw new Error("Tab never left the panel");
    }

    async function walk(page: Page) {
      await expect(panel(page)).toBeVisible();
      // Shift+Tab from the panel's first control returns to the trigger; Tab enters the panel again.
      await page.keyboard.press("Shift+Tab");
      await expect(trigger(page)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(panel(page).getByRole("button", { name: "Close" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(trigger(page)).toBeFocused();
      // Tab walks the panel once and then moves on to the page, the panel still open.
      const passed = await tabThroughPanel(page);
      expect(passed[0]).toBe("Close");
      expect(passed.at(-1)).toBe("Apply Filters");
      expect(new Set(passed).size).toBe(passed.length);
      await expect(trigger(page)).not.toBeFocused();
      await expect(panel(page)).toBeVisible();
    }

    // Before its code runs, the panel is the platform's popover alone.
    test("before its code runs: Tab from the trigger enters the open panel, Shift+Tab returns, Tab past its end leaves it", async ({
      page,
    }) => {
      const releaseCode = await openWithCodeHeld(page, control);
      await trigger(page).focus();
      await page.keyboard.press("Enter");
      // Without code focus stays on the trigger: the panel comes next in the Tab order.
      await expect(trigger(page)).toBeFocused();
      await page.keyboard.press("Tab");
      await walk(page);
      await expect(filterCodeRan(page)).toHaveCount(0);
      await releaseCode();
    });

    test("once its code runs: the same order, from the panel's first control where opening puts focus", async ({
      page,
    }) => {
      const releaseCode = await openWithCodeHeld(page, control);
      await releaseCode();
      await trigger(page).focus();
      await page.keyboard.press("Enter");
      await expect(firstControl(page)).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(panel(page).getByRole("button", { name: "Close" })).toBeFocused();
      await walk(page);
    });
  });
}

test("the floating 'Jump to' panel opens 16 px above its toggle and keeps SPEC §9's margin from the screen's edges", async ({
  page,
}) => {
  await page.goto("/experiences");
  const { trigger, panel } = controls["the 'Jump to' menu on /experiences"];
  await trigger(page).click();
  await expect(panel(page)).toBeVisible();
  const gaps = await panelGaps(page, panel(page), trigger(page));
  expect(gaps.toScreenEdge).toBeGreaterThanOrEqual(popoverMargin(page.viewportSize()?.width ?? 0) - 0.5);
  expect(gaps.toTrigger).toBeCloseTo(POPOVER_SIDE_OFFSET, 0);
});

test("on a screen too short for 70vh to leave room, the 'Jump to' panel keeps its margin from the top edge too", async ({
  page,
}) => {
  // A phone held sideways: a panel 70vh tall would reach 8 px from the top.
  await page.setViewportSize({ width: 640, height: 280 });
  await page.goto("/experiences");
  const { trigger, panel } = controls["the 'Jump to' menu on /experiences"];
  await trigger(page).click();
  await expect(panel(page)).toBeVisible();
  const gaps = await panelGaps(page, panel(page), trigger(page));
  expect(gaps.toScreenEdge).toBeGreaterThanOrEqual(popoverMargin(640) - 0.5);
  expect(gaps.toTrigger).toBeCloseTo(POPOVER_SIDE_OFFSET, 0);
  // Its list scrolls inside it.
  expect(await panel(page).evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
});
