import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function startWith(env: Record<string, string>) {
  return spawnSync(path.join(root, "node_modules/.bin/tsx"), ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

// Issue 2: a missing or malformed environment variable is reported at start-up with its name.
describe("server start-up", () => {
  it("stops with the name of a malformed PORT", () => {
    const result = startWith({ PORT: "eighty" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT: must be a whole number/);
    expect(result.stderr).toContain('"eighty"');
  });

  it("stops with the name of a malformed SITE_URL", () => {
    const result = startWith({ PORT: "39991", SITE_URL: "not a url" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/SITE_URL: /);
  });
});
