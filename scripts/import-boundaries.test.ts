import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The boundaries in eslint.config.js, proven on probe files that import across them: a
// rule whose paths no longer match anything would otherwise pass in silence.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

/** Some module in `folder`, as `importer` would import it; the probe needs a file that exists. */
function moduleIn(folder: string, importer: string, viaAlias = false): string {
  const name = readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).find(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  if (!name) throw new Error(`no module in ${folder}`);
  const target = path.join(folder, name).replace(/\.tsx?$/, "");
  if (viaAlias) return `~/${path.relative("app", target)}`;
  const relative = path.relative(path.dirname(importer), target);
  return relative.startsWith(".") ? relative : `./${relative}`;
}

async function boundaryErrors(importer: string, specifier: string): Promise<string[]> {
  const code = `import * as probe from "${specifier}";\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, importer) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

// The first lint loads the whole config (typed rules): seconds on a busy machine, past Vitest's 5 s default.
describe("import boundaries", { timeout: 30_000 }, () => {
  it.each([
    ["app/ui/probe.tsx", "app/features", true],
    ["app/ui/probe.tsx", "app/blocks", true],
    ["app/shell/probe.tsx", "app/features", true],
    ["app/features/probe.tsx", "app/routes", false],
    ["server/probe.ts", "app/ui", false],
    ["model/probe.ts", "app/ui", false],
    ["model/probe.ts", "server", false],
    ["model/probe.ts", "tooling", false],
    ["app/blocks/probe.tsx", "app/features", true],
  ])("%s may not import from %s", async (importer, folder, viaAlias) => {
    expect(await boundaryErrors(importer, moduleIn(folder, importer, viaAlias))).toHaveLength(1);
  });

  it.each([
    ["app/routes/probe.tsx", "app/features", true],
    ["app/features/probe.tsx", "app/ui", true],
    ["app/ui/probe.tsx", "model", false],
    ["server/probe.ts", "model", false],
    ["tooling/probe.ts", "model", false],
    ["server/probe.test.ts", "tooling", false],
  ])("%s may import from %s", async (importer, folder, viaAlias) => {
    expect(await boundaryErrors(importer, moduleIn(folder, importer, viaAlias))).toEqual([]);
  });
});
