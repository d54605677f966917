import type { Locator, Page } from "@playwright/test";
import { menuEntries } from "../../app/shell/nav-entries";
import { browserAccessibility } from "./accessibility-tree";
import { afterNextPaints, expect, OWNER, scrollToAndSettle, test } from "./fixtures";

// SPEC §2 "Site-wide navigation".

const menu = (page: Page) => page.locator("dialog#site-menu");
const openToggle = (page: Page) => page.getByRole("button", { name: "Open menu" });

test("the logo goes to the home page", async ({ page }) => {
  await page.goto("/privacy");
  await page
    .getByRole("link", { name: `${OWNER}, home` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Not your boring CV");
});

test("the toggle opens a full-screen menu with the six entries and Privacy Policy in SPEC order", async ({ page }) => {
  await page.goto("/");
  const toggle = openToggle(page);
  await toggle.click();
  await expect(menu(page)).toBeVisible();
  const links = menu(page).getByRole("navigation", { name: "Main" }).getByRole("link");
  await expect(links).toHaveText(menuEntries.map((entry) => new RegExp(`${entry.label}$`)));
  for (const [index, entry] of menuEntries.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", entry.href);
  }
  await expect(menu(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  // Full screen: the overlay covers the viewport.
  const box = await menu(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBe(viewport?.height);
});

test("the toggle says it opens a dialog; the menu's own, drawn as a cross, closes it again", async ({ page }) => {
  await page.goto("/");
  const lines = (toggle: Locator) => toggle.locator(":scope > span > span");
  expect(await browserAccessibility(page, openToggle(page))).toMatchObject({ name: "Open menu", hasPopup: "dialog" });
  // Three level lines.
  for (const index of [0, 1, 2]) await expect(lines(openToggle(page)).nth(index)).toHaveCSS("rotate", "none");
  await openToggle(page).click();
  const close = menu(page).getByRole("button", { name: "Close menu" });
  await expect(close).toBeFocused();
  // A cross: the outer lines turned ±45° and the middle one gone.
  await expect(lines(close).nth(0)).toHaveCSS("rotate", "45deg");
  await expect(lines(close).nth(1)).toHaveCSS("opacity", "0");
  await expect(lines(close).nth(2)).toHaveCSS("rotate", "-45deg");
  await close.click();
  await expect(menu(page)).toBeHidden();
  await expect(openToggle(page)).toBeFocused();
});

test("Escape closes the menu and focus returns to the toggle", async ({ page }) => {
  await page.goto("/");
  await openToggle(page).click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(openToggle(page)).toBeFocused();
});

test("the keyboard alone opens the menu, walks it and chooses an entry", async ({ page }) => {
  await page.goto("/");
  await openToggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  // Focus moves into the overlay and stays there, both ways round.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("site-menu")?.contains(document.activeElement))).toBe(
      true,
    );
  }
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.getElementById("site-menu")?.contains(document.activeElement))).toBe(
      true,
    );
  }
  await menu(page)
    .getByRole("link", { name: /Insights$/ })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/insights$/);
  await expect(menu(page)).toBeHidden();
});

test("choosing an entry navigates and closes the menu", async ({ page }) => {
  await page.goto("/");
  await openToggle(page).click();
  await menu(page)
    .getByRole("link", { name: /Solutions$/ })
    .click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("link", { name: "Browse Solutions" })).toBeVisible();
  // The page can scroll again.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
});

test("the page does not scroll while the menu is open", async ({ page }) => {
  await page.goto("/privacy");
  await openToggle(page).click();
  await expect(menu(page)).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  // The page has received the wheel turn and drawn frames after it, yet has not moved.
  const wheelSeen = page.evaluate(
    () =>
      new Promise<void>((resolve) => window.addEventListener("wheel", () => resolve(), { once: true, passive: true })),
  );
  await page.mouse.wheel(0, 800);
  await wheelSeen;
  await afterNextPaints(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("the overlay footer shows the copyright line with the current year", async ({ page }) => {
  await page.goto("/");
  await openToggle(page).click();
  await expect(menu(page).locator('[data-slot="menu-footer"]')).toContainText(`© ${new Date().getFullYear()} ${OWNER}`);
});

test("the top bar becomes more opaque once scrolled past 50 px", async ({ page }) => {
  await page.goto("/privacy");
  const bar = page.locator('header[data-slot="top-bar"]');
  // The alpha of the bar's background, whatever colour syntax the browser reports it in.
  const alpha = () =>
    bar.evaluate((element) => {
      const colour = getComputedStyle(element).backgroundColor;
      const slash = /\/\s*([\d.]+%?)\s*\)$/.exec(colour);
      if (slash?.[1]) return slash[1].endsWith("%") ? Number.parseFloat(slash[1]) / 100 : Number(slash[1]);
      const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(colour);
      return rgba?.[1] ? Number(rgba[1]) : 1;
    });
  await expect(bar).toHaveAttribute("data-scrolled", "false");
  const before = await alpha();
  await scrollToAndSettle(page, 40);
  await expect(bar).toHaveAttribute("data-scrolled", "false");
  await scrollToAndSettle(page, 300);
  await expect(bar).toHaveAttribute("data-scrolled", "true");
  await expect.poll(alpha).toBeGreaterThan(before);
});

test("a page opened at a section far down has its top bar marked scrolled from the start", async ({ page }) => {
  await page.goto("/solutions#faq-section");
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(50);
  await expect(page.locator('header[data-slot="top-bar"]')).toHaveAttribute("data-scrolled", "true");
});

test("the top bar has no inline link row: the overlay is the only menu", async ({ page }) => {
  await page.goto("/");
  const bar = page.locator('header[data-slot="top-bar"] > div');
  await expect(bar.getByRole("link")).toHaveCount(1);
  // The menu toggle and the site search: no other control.
  await expect(bar.getByRole("button")).toHaveText([/Search/, ""]);
  await expect(bar.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test("the menu layout differs between desktop and mobile", async ({ page }, testInfo) => {
  await page.goto("/");
  await openToggle(page).click();
  const first = await menu(page)
    .getByRole("link", { name: /Experiences$/ })
    .boundingBox();
  const second = await menu(page)
    .getByRole("link", { name: /Solutions$/ })
    .boundingBox();
  if (testInfo.project.name === "desktop") {
    // Two columns side by side on desktop.
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + 100);
  } else {
    // One column on mobile.
    expect(second?.x).toBe(first?.x);
    expect(second?.y).toBeGreaterThan(first?.y ?? 0);
  }
});

test("a skip link is the first tab stop and jumps to the content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
});

test("reduced motion turns off smooth scrolling", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
});

test("code started when the browser is idle is fetched only after the page has painted and loaded", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.locator("[data-island=expandable-card][data-island-started]").first()).toBeAttached();
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const [paint] = performance.getEntriesByName("first-contentful-paint");
    const islands = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/islands/"))
      .map((entry) => entry.startTime);
    return { islands, paint: paint?.startTime ?? Infinity, load: navigation?.loadEventStart ?? Infinity };
  });
  expect(timings.islands.length).toBeGreaterThan(0);
  for (const start of timings.islands) {
    expect(start).toBeGreaterThanOrEqual(timings.paint);
    expect(start).toBeGreaterThanOrEqual(timings.load);
  }
});

test("the site icon comes with the page, so loading it asks for no icon or manifest file; /favicon.ico is the icon too", async ({
  page,
  request,
}) => {
  await page.goto("/privacy");
  // Linked files the browser would ask for once the page has loaded, before a fast first paint (decision 035).
  const linked = await page
    .locator("link[rel~=icon], link[rel=manifest]")
    .evaluateAll((links) =>
      links.map((link) => (link instanceof HTMLLinkElement ? { rel: link.rel, href: link.href } : null)),
    );
  expect(linked).toEqual([{ rel: "icon", href: expect.stringMatching(/^data:image\/svg\+xml,/) }]);
  // The data URL is the drawn logo.
  const size = await page.evaluate(async (href) => {
    const image = new Image();
    image.src = href;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, linked[0]?.href ?? "");
  expect(size).toEqual([40, 40]);
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  // An ICO file (reserved 0, type 1) holding one 48x48 image.
  expect([...(await ico.body()).subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 48, 48]);
});

test("the top bar's mark is the site icon's own drawing, 36 px", async ({ page }) => {
  await page.goto("/privacy");
  const { mark, icon, size } = await page.evaluate(() => {
    const href = document.querySelector<HTMLLinkElement>("link[rel~=icon]")?.href ?? "";
    const iconSvg = new DOMParser().parseFromString(
      decodeURIComponent(href.slice(href.indexOf(",") + 1)),
      "image/svg+xml",
    );
    const markSvg = document.querySelector('[data-slot="top-bar"] a[href="/"] svg');
    const shapes = (root: ParentNode | null) =>
      Array.from(root?.querySelectorAll("rect, path, circle") ?? [], (shape) =>
        Array.from(shape.attributes, (attribute) => `${attribute.name}=${attribute.value}`).sort(),
      );
    const box = markSvg?.getBoundingClientRect();
    return { mark: shapes(markSvg), icon: shapes(iconSvg), size: box ? [box.width, box.height] : [] };
  });
  expect(mark).toHaveLength(3);
  expect(mark).toEqual(icon);
  expect(size).toEqual([36, 36]);
});
