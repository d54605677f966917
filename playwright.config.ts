import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/ensure-browser";
import { freePort } from "./scripts/free-port";

// The Node server serves the built site on a free loopback port, so that several runs can share a
// machine (E2E_PORT chooses one). Playwright loads this file in the runner and again in each worker
// process: the runner picks the port and leaves it in the environment, which the workers inherit.
process.env.E2E_PORT ||= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // Installs Debian's chromium when it is missing (scripts/ensure-browser.ts).
  globalSetup: "./scripts/ensure-browser.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions: chromiumLaunch },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    command: "node_modules/.bin/tsx server/main.ts",
    url: `${baseURL}/`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
