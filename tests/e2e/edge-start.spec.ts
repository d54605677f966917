import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../scripts/free-port";
import { expect, test } from "./fixtures";

// npm run start:edge as a person runs it: it says where it listens, serves the
// site there under workerd, and stops cleanly on Ctrl+C (SIGINT), taking workerd
// with it. Runs in the edge configuration only (the edge build must exist).
test.skip(!process.env.E2E_NODE_URL, "runs with npm run test:e2e:edge");

test("npm run start:edge prints its address, serves the site and stops on Ctrl+C", async ({ request }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/start-edge.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 150_000 }).toContain(`Site ready at http://localhost:${port}`);
    const page = await request.get(`http://127.0.0.1:${port}/experiences`);
    expect(page.status()).toBe(200);
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(output).toContain("Stopped.");
    await expect(request.get(`http://127.0.0.1:${port}/`, { timeout: 2000 })).rejects.toThrow();
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
});
