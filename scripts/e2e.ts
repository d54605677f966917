// npm run test:e2e: browser tests against the built site, served on a free
// loopback port. Extra arguments go to Playwright (e.g. a file name or --grep).
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureBrowser } from "./ensure-browser";
import { freePort } from "./free-port";
import { runCommand } from "./run-command";

const root = path.resolve(import.meta.dirname, "..");

async function main(): Promise<void> {
  if (!existsSync(path.join(root, "build/client/index.html"))) {
    console.error('No build found. Run "npm run build" first (npm test does it for you).');
    process.exit(1);
  }
  if (!(await ensureBrowser())) process.exit(1);
  const port = await freePort();
  console.log(`Browser tests against the built site on http://127.0.0.1:${port}`);
  const code = await runCommand(path.join(root, "node_modules/.bin/playwright"), ["test", ...process.argv.slice(2)], {
    ...process.env,
    E2E_PORT: String(port),
  });
  process.exit(code);
}

void main();
