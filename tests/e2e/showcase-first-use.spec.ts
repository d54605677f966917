import { expect, holdRequests, test, throttleToSlow4G } from "./fixtures";
import { markWhenSending } from "./sending-mark";

// Decision 031: a showcase page fetches no script before load; the app starts when the visitor first
// reaches for the page, and a first tap on a demo that came before it hydrated is not lost.

const PATH = "/components/buttons";
const appScripts = (url: string) => new URL(url).pathname.startsWith("/assets/") && url.endsWith(".js");

test("no script is fetched until the visitor reaches for the page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (appScripts(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.mainFrame().goto(PATH, { waitUntil: "load" });
  await expect(page.locator("html")).toHaveAttribute("data-scripts", "on-first-use");
  expect(fetched).toEqual([]);
  await page.getByRole("button", { name: "Send message" }).focus();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  expect(fetched.length).toBeGreaterThan(0);
});

test("a demo tapped while the app's code is on its way answers once it has hydrated", async ({ page }) => {
  const release = await holdRequests(page, "**/assets/**/*.js");
  await page.mainFrame().goto(PATH, { waitUntil: "load" });
  await markWhenSending(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  release();
  // The app's 30 modules arrive together; on a loaded machine (two mobile pages at once) hydrating them has taken
  // over the 5 s an expectation waits. The tap, replayed after hydration, starts the demo's loading state.
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("data-saw-sending", "");
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled({ timeout: 5000 });
});

test("on a throttled network (slow 4G) the first tap on a demo answers", async ({ page }) => {
  test.slow();
  const unthrottle = await throttleToSlow4G(page);
  await page.mainFrame().goto(PATH, { waitUntil: "load" });
  await markWhenSending(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-saw-sending", "", { timeout: 20_000 });
  await unthrottle();
});
