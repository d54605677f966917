import { expect, test } from "./fixtures";

// Moving between pages is a plain link (decision 029): the page about to be opened is prerendered
// by Speculation Rules, and cross-document view transitions fade to it, off under reduced motion.

test("the site's own pages are candidates, and a link the pointer rests on is fetched ahead and used when followed", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const candidates: string[] = [];
  const fetched: { url: string; status: string }[] = [];
  const ruleErrors: string[] = [];
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) =>
    candidates.push(
      ...event.preloadingAttemptSources.map((source) => `${source.key.action} ${new URL(source.key.url).pathname}`),
    ),
  );
  // Chromium does not prerender while devtools are attached (as Playwright is): it stops at the
  // fetch a prerender starts with, which is what can be seen here.
  cdp.on("Preload.prefetchStatusUpdated", (event) => fetched.push({ url: event.key.url, status: event.status }));
  cdp.on("Preload.ruleSetUpdated", (event) => {
    if (event.ruleSet.errorType) ruleErrors.push(`${event.ruleSet.errorType}: ${event.ruleSet.errorMessage ?? ""}`);
  });
  await cdp.send("Preload.enable");
  // The CSP allows the rules by hash: a refused script would be a console error, which fails the test.
  await page.goto("/");
  expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true);
  await expect.poll(() => candidates).toContain("Prerender /privacy");
  expect(ruleErrors).toEqual([]);

  const link = page.locator('footer a[href="/privacy"]');
  await link.hover();
  await expect
    .poll(() => fetched.some((entry) => entry.url.endsWith("/privacy") && entry.status === "Ready"))
    .toBe(true);
  await link.click();
  await expect(page).toHaveURL(/\/privacy$/);
  const delivery = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );
  expect(delivery).toBe("navigational-prefetch");
});

test("one rule set per page; links that open elsewhere are not candidates", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const candidates: string[] = [];
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) =>
    candidates.push(...event.preloadingAttemptSources.map((source) => source.key.url)),
  );
  await cdp.send("Preload.enable");
  await page.goto("/contact");
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
  await expect.poll(() => candidates.length).toBeGreaterThan(3);
  const elsewhere = await page
    .locator('a[target="_blank"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(elsewhere.length).toBeGreaterThan(0);
  expect(
    candidates.filter((url) => elsewhere.includes(url) || new URL(url).origin !== new URL(page.url()).origin),
  ).toEqual([]);
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}");
  for (const part of ['"/*.*"', '"/api/*"']) expect(JSON.stringify(rules.prerender[0].where)).toContain(part);
});

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`pages opt in to cross-document view transitions only without reduced motion (${reducedMotion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/privacy");
    const active = await page.evaluate(() => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      return rules.some(
        (rule) =>
          rule instanceof CSSMediaRule &&
          matchMedia(rule.conditionText).matches &&
          [...rule.cssRules].some(
            (inner) => inner.cssText.startsWith("@view-transition") && inner.cssText.includes("auto"),
          ),
      );
    });
    expect(active).toBe(reducedMotion === "no-preference");
  });
}
