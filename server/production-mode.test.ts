import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Which of React's builds a fresh Node process has run once it has loaded the server, with `env`. */
function reactBuildsRun(env: NodeJS.ProcessEnv): string[] {
  const script = `
    await import("./server/main.ts");
    const { createRequire } = await import("node:module");
    const cache = createRequire(import.meta.url).cache;
    // Node also lists the modules it only scanned for export names; those never ran.
    console.log(JSON.stringify(Object.keys(cache).filter((file) => /react\\/cjs\\/react\\.\\w+\\.js$/.test(file) && cache[file].loaded).map((file) => path.basename(file))));
  `;
  const { NODE_ENV: _ignored, ...rest } = process.env;
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", `import path from "node:path";${script}`],
    {
      cwd: root,
      env: { ...rest, ...env },
      encoding: "utf8",
    },
  );
  return JSON.parse(output.trim().split("\n").at(-1) ?? "[]") as string[];
}

describe("the Node server's React build", () => {
  it("is the production one when nothing says otherwise", () => {
    expect(reactBuildsRun({})).toEqual(["react.production.js"]);
  }, 30_000);

  it("is the one NODE_ENV names when it is set (the dev server, the test runner)", () => {
    expect(reactBuildsRun({ NODE_ENV: "development" })).toEqual(["react.development.js"]);
  }, 30_000);
});
