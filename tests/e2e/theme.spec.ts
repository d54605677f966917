import type { Page } from "@playwright/test";
import { THEME_COLOURS } from "../../app/shell/theme-script";
import { expect, openWithScriptsHeld, PAGE_BACKGROUND, startAppOnFirstUse, test } from "./fixtures";

// Dark mode: Light / Dark / System in the top bar and the menu, applied before the first paint,
// working before the page's JavaScript has loaded, remembered across visits.

const { light: LIGHT_BACKGROUND, dark: DARK_BACKGROUND } = PAGE_BACKGROUND;

const htmlBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
/** The browser chrome's colour: the first theme-color meta whose media applies. */
const themeColour = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
      .find((meta) => !meta.media || matchMedia(meta.media).matches)
      ?.getAttribute("content"),
  );

const topBarToggle = (page: Page) =>
  page.locator("header[data-slot=top-bar] > div").getByRole("combobox", { name: "Colour theme" });
const menuToggle = (page: Page) => page.locator("dialog#site-menu").getByRole("combobox", { name: "Colour theme" });

/** Opens a page with its scripts held back, once its CSS applies; returns the scripts' release. */
async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await openWithScriptsHeld(page, path);
  await page.waitForFunction(() => document.styleSheets.length > 0);
  return release;
}

test.describe("the stored theme is there from the first paint", () => {
  test("a stored Dark paints dark on a light system, with every script held back", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript((key) => {
      localStorage.setItem(key, "dark");
      // The page's first state the first paint can show: the theme and the html background when the
      // body starts (the CSS is in <head>, so it applies by then).
      const seen: { atBody?: string | null; backgroundAtBody?: string } = {};
      (window as unknown as { themeSeen: typeof seen }).themeSeen = seen;
      new MutationObserver((_records, observer) => {
        if (document.body && !("atBody" in seen)) {
          seen.atBody = document.documentElement.getAttribute("data-theme");
          seen.backgroundAtBody = getComputedStyle(document.documentElement).backgroundColor;
        }
        if (document.readyState !== "loading") observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, "theme");
    await openBeforeScripts(page, "/experiences");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { themeSeen: Record<string, string> }).themeSeen))
      .toEqual({ atBody: "dark", backgroundAtBody: DARK_BACKGROUND });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    expect(await themeColour(page)).toBe(THEME_COLOURS.dark);
  });

  test("a stored Light paints light on a dark system", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.goto("/");
    expect(await htmlBackground(page)).toBe(LIGHT_BACKGROUND);
    // After hydration too: React keeps the page's own metas, the chosen colour stays first.
    expect(await themeColour(page)).toBe(THEME_COLOURS.light);
  });
});

test.describe("System follows the device", () => {
  for (const [scheme, background] of [
    ["dark", DARK_BACKGROUND],
    ["light", LIGHT_BACKGROUND],
  ] as const) {
    test(`with no choice stored, a ${scheme} system gives the ${scheme} theme, and form controls follow it`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/contact");
      expect(await htmlBackground(page)).toBe(background);
      expect(await themeColour(page)).toBe(THEME_COLOURS[scheme]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(scheme);
      // The device changes its mind: the page follows at once.
      const other = scheme === "dark" ? "light" : "dark";
      await page.emulateMedia({ colorScheme: other });
      await expect.poll(() => htmlBackground(page)).toBe(other === "dark" ? DARK_BACKGROUND : LIGHT_BACKGROUND);
    });
  }
});

test.describe("the toggle", () => {
  test("works before the page's JavaScript has loaded, and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const release = await openBeforeScripts(page, "/components/buttons");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    await topBarToggle(page).selectOption({ label: "Dark" });
    await expect.poll(() => htmlBackground(page)).toBe(DARK_BACKGROUND);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await themeColour(page)).toBe(THEME_COLOURS.dark);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    // Once the page hydrates, React leaves the choice as it is.
    await release();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(topBarToggle(page)).toHaveValue("dark");
    // The menu, drawn on first use, starts at the choice in effect.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menuToggle(page)).toHaveValue("dark");
    await page.keyboard.press("Escape");

    await page.reload();
    await startAppOnFirstUse(page);
    expect(await htmlBackground(page)).toBe(DARK_BACKGROUND);
    expect(await themeColour(page)).toBe(THEME_COLOURS.dark);
    await page.goto("/insights");
    expect(await htmlBackground(page)).toBe(DARK_BACKGROUND);
  });

  test("shows the icon of its choice alone, from the select's own state, in the top bar and the menu", async ({
    page,
  }) => {
    await page.goto("/privacy");
    /** The icons a toggle shows, by choice and size. */
    const shown = (toggle: ReturnType<typeof topBarToggle>) =>
      toggle.locator("xpath=..").evaluate((slot) =>
        Array.from(slot.querySelectorAll("[data-theme-icon]"))
          .map((icon) => ({ icon, box: icon.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0)
          .map(({ icon, box }) => `${icon.getAttribute("data-theme-icon")} ${box.width}x${box.height}`),
      );
    await expect.poll(() => shown(topBarToggle(page))).toEqual(["system 20x20"]);
    for (const choice of ["dark", "light", "system"]) {
      await topBarToggle(page).selectOption(choice);
      await expect.poll(() => shown(topBarToggle(page))).toEqual([`${choice} 20x20`]);
    }
    await topBarToggle(page).selectOption("dark");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => shown(menuToggle(page))).toEqual(["dark 20x20"]);
  });

  test("has its name, role and state before hydration, as after", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    // A page that runs the app's JavaScript (a showcase page, once reached for; the other pages run none).
    const release = await openBeforeScripts(page, "/components/buttons");
    const options = topBarToggle(page).getByRole("option");
    for (const phase of ["before", "after"]) {
      await expect(topBarToggle(page), `${phase} hydration`).toHaveValue("dark");
      await expect(options).toHaveText(["Light", "Dark", "System"]);
      await expect(topBarToggle(page).getByRole("option", { name: "Dark" })).toHaveJSProperty("selected", true);
      if (phase === "before") {
        await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
        await release();
      }
    }
  });

  test("after hydration, in the menu overlay, with the keyboard alone", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("dialog#site-menu");
    await expect(menu).toBeVisible();
    await expect(menuToggle(page)).toHaveValue("system");
    // Tab reaches it inside the menu; the arrow keys change a focused select's value as they go.
    for (
      let i = 0;
      i < 12 && !(await menuToggle(page).evaluate((select) => select === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(menuToggle(page)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(menuToggle(page)).toHaveValue("dark");
    await expect.poll(() => htmlBackground(page)).toBe(DARK_BACKGROUND);
    await page.keyboard.press("ArrowUp");
    await expect(menuToggle(page)).toHaveValue("light");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    // The top bar's toggle says the same.
    await expect(topBarToggle(page)).toHaveValue("light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    // System forgets the choice: the device decides again.
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await htmlBackground(page)).toBe(LIGHT_BACKGROUND);
    await topBarToggle(page).selectOption("system");
    await expect.poll(() => htmlBackground(page)).toBe(DARK_BACKGROUND);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test.describe("when storage is blocked", () => {
    test.use({ allowedConsoleErrors: [] });

    test("the toggle still works for the page and only a warning is logged", async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      });
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto("/");
      await topBarToggle(page).selectOption({ label: "Dark" });
      await expect.poll(() => htmlBackground(page)).toBe(DARK_BACKGROUND);
      expect(warnings.some((text) => /could not read the stored colour theme/i.test(text))).toBe(true);
      expect(warnings.some((text) => /could not store the colour theme/i.test(text))).toBe(true);
    });
  });
});
