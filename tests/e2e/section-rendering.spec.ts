import type { Page } from "@playwright/test";
import { prerenderPaths } from "../../model/pages/site-pages";
import { expect, test } from "./fixtures";
import { shownGuideAndItem } from "./inspirations-data";

// Decision 034: a page section is laid out and painted only once it nears the screen
// (content-visibility: auto), and a section holding something fixed to the screen is always drawn.

/** Whether the heading of section `id` is drawn (not skipped as off-screen content). */
const headingDrawn = (page: Page, id: string) =>
  page.evaluate(
    (id) => document.querySelector(`#${id} h2`)?.checkVisibility({ contentVisibilityAuto: true }) ?? null,
    id,
  );

/** Elements fixed to the screen inside an element whose content the browser may skip (at most 5). */
const fixedInsideSkippable = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      // A popover or dialog is drawn in the top layer, where no section contains it.
      .filter((element) => getComputedStyle(element).position === "fixed" && !element.matches("[popover], dialog"))
      .filter((element) => {
        for (let up = element.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).contentVisibility === "auto") return true;
        }
        return false;
      })
      .slice(0, 5)
      .map((element) => `${element.localName}[data-slot=${element.getAttribute("data-slot")}]`),
  );

test("a section far below the first screen is drawn only when it nears the screen", async ({ page }) => {
  await page.goto("/experiences");
  expect(await headingDrawn(page, "knowledge-sharing")).toBe(false);
  await page.locator("#knowledge-sharing").scrollIntoViewIfNeeded();
  await expect.poll(() => headingDrawn(page, "knowledge-sharing")).toBe(true);
  // The first screen's section is drawn from the start.
  await page.evaluate(() => scrollTo(0, 0));
  expect(await headingDrawn(page, "professional-journey")).toBe(true);
});

test("a link to a section not drawn yet lands it 80 px from the top, with smooth scrolling", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/experiences");
  expect(await headingDrawn(page, "knowledge-sharing")).toBe(false);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "#knowledge-sharing", textContent: "Knowledge" });
    document.querySelector("main")?.prepend(link);
    link.click();
  });
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById("knowledge-sharing")?.getBoundingClientRect().top ?? -1)),
    )
    .toBe(80);
});

test.describe("on every page", () => {
  // A page's content may name a picture that is missing (its fallback shows): a 404 in the console.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("nothing fixed to the screen sits in a section the browser may skip, on any page", async ({ page }) => {
    test.setTimeout(120_000);
    const { guide, item } = await shownGuideAndItem(page.request);
    for (const path of [...prerenderPaths(), guide, item]) {
      await page.goto(path);
      expect(await fixedInsideSkippable(page), path).toEqual([]);
    }
    // The floating Filters trigger stays on screen over its section, scrolled into the middle of it.
    for (const path of ["/insights", "/solutions"]) {
      await page.goto(path);
      const trigger = page.locator("[data-slot=floating-anchor]").getByRole("button", { name: /Filters/ });
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(trigger).toBeInViewport();
    }
  });
});
