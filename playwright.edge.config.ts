import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { freePort } from "./scripts/free-port";

// The edge build under workerd (npm run start:edge) as a second target for the
// browser suite's route, not-found, odd-path and API checks, plus a comparison
// of its headers with the Node server's for every file and route (npm run
// test:e2e:edge). Both servers listen on free ports: the Node server's is
// E2E_PORT, from playwright.config.ts; workerd's is picked here as that one is
// there, once in the runner, and left in the environment for the workers.
while (!process.env.E2E_EDGE_PORT || process.env.E2E_EDGE_PORT === process.env.E2E_PORT) {
  process.env.E2E_EDGE_PORT = String(await freePort());
}
const edgePort = Number(process.env.E2E_EDGE_PORT);
const nodePort = Number(process.env.E2E_PORT);
// edge-parity.spec.ts and edge-start.spec.ts run only where the Node server is beside workerd.
process.env.E2E_NODE_URL = `http://127.0.0.1:${nodePort}`;
const baseURL = `http://127.0.0.1:${edgePort}`;
const desktop = base.projects?.find((project) => project.name === "desktop");

export default defineConfig({
  ...base,
  testMatch: ["routes.spec.ts", "not-found.spec.ts", "edge-parity.spec.ts", "edge-start.spec.ts"],
  // Clicks through page heroes and texts test the pages, not the server: they run once, against Node.
  grepInvert: /heroes of the pages later work fills in|privacy page covers/,
  reporter: [["list"]],
  use: { ...base.use, baseURL },
  projects: [{ ...desktop, name: "edge", use: { ...desktop?.use, baseURL } }],
  webServer: [
    {
      name: "workerd",
      command: `node_modules/.bin/workerd serve build/edge/workerd.capnp --socket-addr http=127.0.0.1:${edgePort}`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      name: "Node",
      command: "node_modules/.bin/tsx server/main.ts",
      url: `http://127.0.0.1:${nodePort}/`,
      env: { PORT: String(nodePort), HOST: "127.0.0.1" },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
