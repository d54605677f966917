import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reachableFrom } from "../../tooling/reachable";

// Each answer's parser is its own module so a page builds only the schemas of
// the answers it reads (app/data/load-response-parsers.ts). This follows the
// modules each parser imports (type-only imports are erased by the build).
const root = path.resolve(".");

function valueImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"(\.[^"]+)";/gms)) {
    const base = path.resolve(path.dirname(file), match[1] ?? "");
    const resolved = [base, `${base}.ts`, `${base}.tsx`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    if (resolved) found.push(resolved);
  }
  return found;
}

function modulesReachedFrom(file: string): string[] {
  return reachableFrom([path.resolve(root, file)], valueImports)
    .map((absolute) => path.relative(root, absolute))
    .sort();
}

const ENTITY_MODULES = [
  "model/guide.ts",
  "model/item.ts",
  "model/link.ts",
  "model/experience.ts",
  "model/store-item.ts",
  "model/case-study.ts",
];

describe("each answer's parser builds only its own schemas", () => {
  it.each([
    ["app/data/parse-solutions.ts", ["model/store-item.ts"]],
    ["app/data/parse-inspirations.ts", ["model/guide.ts", "model/item.ts", "model/link.ts"]],
  ])("%s reaches only %j of the entity schemas", (parser, entities) => {
    const reached = modulesReachedFrom(parser);
    expect(reached).toContain("model/zod.ts");
    expect(reached.filter((file) => ENTITY_MODULES.includes(file))).toEqual([...entities].sort());
  });
});
