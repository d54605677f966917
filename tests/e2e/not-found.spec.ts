import { expect, MASCOT, test } from "./fixtures";

// SPEC §2 "Not-found page"; the browser reports the 404 document itself as a console error.
test.use({ allowedConsoleErrors: [/status of 404/] });

test("an unknown path gets the not-found page with status 404", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Oops, ${MASCOT} couldn't find this page either.`);
  const mascot = page.getByRole("img", { name: new RegExp(`^${MASCOT} the cat`) });
  await expect(mascot).toBeVisible();
  expect(await mascot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect((await mascot.boundingBox())?.width).toBeGreaterThan(200);
  // The missing path is logged to the console.
  await expect.poll(() => warnings.some((text) => text.includes("/this/page/does-not-exist"))).toBe(true);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("'Take me home' goes to the home page", async ({ page }) => {
  await page.goto("/nope");
  await page.getByRole("link", { name: "Take me home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not your boring CV");
});

test("a link to a missing page inside the site shows the not-found page without a reload", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/gone-missing";
    link.textContent = "missing";
    link.id = "test-missing-link";
    document.querySelector("main")?.append(link);
  });
  // A plain <a> does a full load; the served status is still 404 and the page is the same.
  await page.locator("#test-missing-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Oops, ${MASCOT} couldn't find this page either.`);
});

test("an address that is not valid percent-encoding (a mangled link) shows the not-found page", async ({ page }) => {
  const response = await page.mainFrame().goto("/talks%ZZ");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Oops, ${MASCOT} couldn't find this page either.`);
  await expect(page.getByRole("link", { name: "Take me home" })).toHaveAttribute("href", "/");
});

test.describe("odd paths never crash the server or leave the build folder", () => {
  const cases: [string, number[]][] = [
    ["/%E0%A4%A", [404]],
    ["/%2e%2e/%2e%2e/etc/passwd", [404]],
    ["/..%2f..%2fpackage.json", [404]],
    ["/.env", [404]],
    [`/${"x".repeat(5000)}`, [404]],
  ];
  for (const [path, statuses] of cases) {
    test(`${path.slice(0, 40)} answers ${statuses.join(" or ")}`, async ({ request }) => {
      const response = await request.get(path);
      expect(statuses).toContain(response.status());
      const body = await response.text();
      expect(body).not.toContain("root:x:");
      expect(body).not.toContain('"dependencies"');
    });
  }

  for (const path of [
    "/experiences%2F",
    "/experiences%2f%2f",
    "/experiences/",
    "//",
    "/./experiences/",
    "/a%2F/",
    "//experiences/",
  ]) {
    test(`${path} redirects at most once, never to another host`, async ({ request, baseURL }) => {
      // Absolute, so a path starting with // stays a path of this site.
      let response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      if (response.status() === 308) {
        const location = new URL(response.headers().location ?? "", baseURL);
        expect(location.origin).toBe(new URL(baseURL ?? "").origin);
        response = await request.get(location.href, { maxRedirects: 0 });
      }
      expect([200, 404]).toContain(response.status());
    });
  }

  test("the server still answers after them", async ({ request }) => {
    await request.get("/%E0%A4%A");
    expect((await request.get("/")).status()).toBe(200);
  });
});
