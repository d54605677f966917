import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { reachableFrom } from "../../tooling/reachable";
import { bundleWorker, developmentBuilds, serverBuildPlugin } from "../../scripts/build-edge";

// The Worker runs without a file system: no module its entry reaches, in this
// repository or in a package, may import node:fs. The graph is the one esbuild
// follows when npm run build bundles the Worker (type-only imports excluded).

const out = mkdtempSync(path.join(tmpdir(), "edge-graph-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const FILE_SYSTEM = /^(node:)?fs(\/promises)?$/;

async function importGraph(entry: string) {
  const data = path.join(out, "build-data.json");
  writeFileSync(
    data,
    JSON.stringify({ manifest: { files: {} }, csv: {}, security: { tagManager: false, connectOrigins: [] } }),
  );
  const metafile = await bundleWorker(path.resolve(entry), path.join(out, `${path.basename(entry)}.js`), [
    { name: "data", setup: (build) => void build.onResolve({ filter: /^edge:build-data$/ }, () => ({ path: data })) },
    // The page renderer and React Router are in the graph; the app's routes are checked by the edge build itself.
    serverBuildPlugin(undefined),
  ]);
  const imports = (file: string) => metafile.inputs[file]?.imports.map((item) => item.path) ?? [];
  const entryInput = Object.keys(metafile.inputs).find((file) => path.resolve(file) === path.resolve(entry));
  if (!entryInput) throw new Error(`${entry} is not in the bundle`);
  return { reached: reachableFrom([entryInput], imports), imports, metafile };
}

describe("the Worker's import graph", () => {
  it.each(["server/edge/worker.ts", "server/edge/local/assets-worker.ts", "server/edge/local/cache-worker.ts"])(
    "%s reaches no node:fs",
    async (entry) => {
      const { reached, imports } = await importGraph(entry);
      const offenders = reached.filter((file) => imports(file).some((target) => FILE_SYSTEM.test(target)));
      expect(offenders).toEqual([]);
      expect(reached.some((file) => FILE_SYSTEM.test(file))).toBe(false);
    },
  );

  it("does reach the shared app and the CSV reader (the walk sees real imports)", async () => {
    const { reached } = await importGraph("server/edge/worker.ts");
    expect(reached).toContain("server/app.ts");
    expect(reached).toContain("server/content/parse-csv.ts");
    expect(reached.some((file) => file.includes("node_modules/hono/"))).toBe(true);
    expect(reached).not.toContain("server/static-files.ts");
    expect(reached).not.toContain("server/content/local-source.ts");
  });

  it("carries React's production build, not its development one", async () => {
    const { reached, metafile } = await importGraph("server/edge/worker.ts");
    expect(reached.some((file) => file.endsWith("react/cjs/react.production.js"))).toBe(true);
    expect(developmentBuilds(metafile)).toEqual([]);
  });

  it("would catch a module that reads files", async () => {
    const { reached, imports } = await importGraph("server/static-files.ts");
    expect(reached.filter((file) => imports(file).some((target) => FILE_SYSTEM.test(target)))).toContain(
      "server/static-files.ts",
    );
  });
});
