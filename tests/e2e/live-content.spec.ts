import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { contentWithRows, startSiteServer } from "./site-server";

// npm start renders pages from the content it reads (decision 030): a CSV saved while the server
// runs shows on the next load, without a rebuild, on a page that runs no JavaScript as on one that does.

test("a CSV edit shows on the next load of a page, without a rebuild", async ({ page }) => {
  const content = contentWithRows({});
  const site = await startSiteServer(content);
  try {
    const file = path.join(content, "experiences.csv");
    const before = readFileSync(file, "utf8");
    await page.goto(`${site.url}/experiences`);
    await expect(page.getByText("UX Research Lead").first()).toBeVisible();

    writeFileSync(file, before.replace("UX Research Lead,Sayurloka", "Head of Fresh Research,Sayurloka"));
    await expect
      .poll(async () => (await page.request.get(`${site.url}/experiences`)).text(), { timeout: 10_000 })
      .toContain("Head of Fresh Research");
    await page.reload();
    await expect(page.getByText("Head of Fresh Research").first()).toBeVisible();
    // The home page has no JavaScript to fetch anything: what it shows is what the server rendered.
    const guides = path.join(content, "guides.csv");
    writeFileSync(guides, readFileSync(guides, "utf8").replace("Home office that works", "A desk that works"));
    await expect.poll(async () => (await page.request.get(`${site.url}/`)).text(), { timeout: 10_000 }).toContain("A desk that works");
    await page.goto(`${site.url}/`);
    await expect(page.getByText("A desk that works")).toBeVisible();
  } finally {
    await site.close();
  }
});
