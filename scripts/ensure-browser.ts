// Makes sure the browser for the browser tests is on this machine: Debian's
// chromium at /usr/bin/chromium (CHROMIUM_PATH overrides). Installs it with
// apt-get when missing and running as root; otherwise says what to install.
// Playwright runs it before the browser tests (globalSetup); npm run bench too.
import { existsSync } from "node:fs";
import { runCommand } from "./run-command";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** How the browser tests and the bench start it: as root in a container, with nothing it would fetch on its own. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function ensureBrowser(): Promise<boolean> {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}, and it is not there.\n` +
        "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "or point CHROMIUM_PATH at an installed Chromium or Chrome.",
    );
    return false;
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if ((await runCommand("apt-get", ["update"], env)) !== 0) return false;
  if ((await runCommand("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], env)) !== 0) return false;
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    return false;
  }
  return true;
}

/** Playwright's globalSetup (playwright.config.ts): no browser, no browser tests. */
export default async function globalSetup(): Promise<void> {
  if (!(await ensureBrowser())) throw new Error(`The browser tests need Chromium at ${CHROMIUM_PATH} (see above).`);
}

if (process.argv[1]?.endsWith("ensure-browser.ts")) {
  void ensureBrowser().then((ok) => process.exit(ok ? 0 : 1));
}
