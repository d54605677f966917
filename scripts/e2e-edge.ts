// npm run test:e2e:edge: the browser suite's route, not-found, odd-path and API
// checks against the edge build under workerd, and the header comparison with
// the Node server (playwright.edge.config.ts). Extra arguments go to Playwright.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureBrowser } from "./ensure-browser";
import { freePort } from "./free-port";
import { runCommand } from "./run-command";

const root = path.resolve(import.meta.dirname, "..");

async function main(): Promise<void> {
  if (!existsSync(path.join(root, "build/client/index.html")) || !existsSync(path.join(root, "build/edge/workerd.capnp"))) {
    console.error('No build found (or no edge build). Run "npm run build" first (npm test does it for you).');
    process.exit(1);
  }
  if (!(await ensureBrowser())) process.exit(1);
  const [edgePort, nodePort] = [await freePort(), await freePort()];
  console.log(`Browser tests against workerd on http://127.0.0.1:${edgePort} (Node beside it on ${nodePort})`);
  const code = await runCommand(
    path.join(root, "node_modules/.bin/playwright"),
    ["test", "--config", "playwright.edge.config.ts", ...process.argv.slice(2)],
    { ...process.env, E2E_EDGE_PORT: String(edgePort), E2E_PORT: String(nodePort), E2E_NODE_URL: `http://127.0.0.1:${nodePort}` },
  );
  process.exit(code);
}

void main();
