import type { Page } from "@playwright/test";
import { cardById, summaryOf } from "./cards";
import { expect, test } from "./fixtures";

const ids = ["hiring", "brands", "events", "mentorship"] as const;
const card = cardById;
const trigger = (page: Page, id: string) => summaryOf(card(page, id));

test.describe("contact (SPEC §2 Contact)", () => {
  test("breadcrumb, heading and subheading", async ({ page }) => {
    await page.goto("/contact");
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's keep it human.");
    await expect(page.getByText("Get in touch", { exact: true })).toBeVisible();
    await crumb.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("four cards, none open; one open at a time; the first three show their address, Mentorship none", async ({ page }) => {
    await page.goto("/contact");
    for (const id of ids) await expect(card(page, id)).toHaveJSProperty("open", false);
    const emails: Record<string, string | null> = {
      hiring: "hiring@sekar-wulandari.example",
      brands: "brands@sekar-wulandari.example",
      events: "events@sekar-wulandari.example",
      mentorship: null,
    };
    for (const id of ids) {
      await trigger(page, id).click();
      await expect(card(page, id)).toHaveJSProperty("open", true);
      for (const other of ids.filter((o) => o !== id)) await expect(card(page, other)).toHaveJSProperty("open", false);
      const mail = card(page, id).locator('a[href^="mailto:"]');
      if (emails[id]) await expect(mail).toHaveAttribute("href", `mailto:${emails[id]}`);
      else await expect(mail).toHaveCount(0);
    }
    await trigger(page, "mentorship").click();
    await expect(card(page, "mentorship")).toHaveJSProperty("open", false);
  });

  test("descriptions link inside the site to /experiences, /inspirations, /insights, /solutions", async ({ page }) => {
    await page.goto("/contact");
    const hrefs = await page.locator("[data-slot=expandable-card-content] a:not([href^=mailto])").evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(new Set(hrefs)).toEqual(new Set(["/experiences", "/solutions", "/inspirations", "/insights"]));
    await trigger(page, "hiring").click();
    await card(page, "hiring").getByRole("link", { name: "experiences" }).click();
    await expect(page).toHaveURL(/\/experiences$/);
  });

  for (const id of ids) {
    test(`#${id} on arrival opens that card and scrolls to it`, async ({ page }) => {
      await page.goto(`/contact#${id}`);
      await expect(card(page, id)).toHaveJSProperty("open", true);
      await expect(card(page, id)).toBeInViewport();
    });
  }

  test("a hash change on the page opens the other card and scrolls to it after 300 ms", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto("/contact#hiring");
    await expect(card(page, "hiring")).toHaveJSProperty("open", true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => {
      window.location.hash = "mentorship";
    });
    await expect(card(page, "mentorship")).toHaveJSProperty("open", true);
    await expect(card(page, "hiring")).toHaveJSProperty("open", false);
    await expect(card(page, "mentorship")).toBeInViewport();
  });

  test("Stay in touch: Copy puts the general address on the clipboard and confirms 'Copied to clipboard!'", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    const section = page.getByRole("region", { name: "Stay in touch" });
    await expect(section.getByRole("link", { name: "hello@sekar-wulandari.example" })).toHaveAttribute(
      "href",
      "mailto:hello@sekar-wulandari.example",
    );
    await section.getByRole("button", { name: "Copy hello@sekar-wulandari.example" }).click();
    await expect(page.getByText("Copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("hello@sekar-wulandari.example");
  });

  test("the three profiles open in a new tab", async ({ page }) => {
    await page.goto("/contact");
    const profiles = page.getByRole("list", { name: "Profiles" }).getByRole("link");
    expect(await profiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "https://www.linkedin.com/in/sekar-wulandari-example",
      "https://medium.com/@sekar-wulandari-example",
      "https://www.instagram.com/sekar.wulandari.example",
    ]);
    for (const link of await profiles.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("with JavaScript off every card opens and its words and links are readable", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    for (const address of ["hiring", "brands", "events"]) {
      await trigger(page, address).click();
      await expect(page.getByRole("link", { name: `${address}@sekar-wulandari.example` })).toBeVisible();
    }
    await trigger(page, "mentorship").click();
    await expect(page.getByText("After 2,300+ minutes of mentoring", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@sekar-wulandari.example" })).toBeVisible();
    await context.close();
  });
});
