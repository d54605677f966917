import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Comments, test names and docs cite the product specification as "SPEC §n": section n of docs/spec.md.
// Every section cited must be a numbered heading there, so a citation can be followed from the clone.
const root = path.resolve(import.meta.dirname, "..");
const thisFile = path.relative(root, import.meta.filename);
const SCANNED = /\.(ts|tsx|js|mjs|cjs|gs|css|md|html|json|example)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "build", "build-staging", "public", "bench", "coverage"]);

/** Files of the repository that may cite the specification (dot folders and built output left out). */
function sourceFiles(folder = ""): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(relative);
    }
    return SCANNED.test(entry.name) && entry.name !== "package-lock.json" && relative !== thisFile ? [relative] : [];
  });
}

/** The section numbers cited in a text: "SPEC §4", "SPEC.md §7", "SPEC §4/§9", "SPEC §3, §4 and §8". */
function citedSections(text: string): number[] {
  const citations = text.matchAll(/SPEC(?:\.md)?\s*§\s?\d+(?:\s*(?:,|\/|and|or|&)\s*§\s?\d+)*/g);
  return [...citations].flatMap(([citation]) => [...citation.matchAll(/§\s?(\d+)/g)].map((match) => Number(match[1])));
}

/** The numbered sections of docs/spec.md ("## 4. States and transitions"). */
function specSections(): Set<number> {
  const spec = readFileSync(path.join(root, "docs/spec.md"), "utf8");
  return new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

describe("SPEC references (docs/spec.md)", () => {
  it("reads every form of citation the code uses", () => {
    const spec = "SPEC";
    expect(
      citedSections(`${spec} §2, ${spec}.md §7; (${spec} §4/§9) ${spec} §3, §4 and §8; §5 alone; RFC 9110 §13`),
    ).toEqual([2, 7, 4, 9, 3, 4, 8]);
  });

  it("cites only sections that docs/spec.md has", () => {
    const sections = specSections();
    expect(sections.size).toBeGreaterThan(0);
    const missing: string[] = [];
    let citations = 0;
    for (const file of sourceFiles()) {
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        for (const section of citedSections(line)) {
          citations += 1;
          if (!sections.has(section)) missing.push(`${file}:${index + 1}: SPEC §${section}`);
        }
      });
    }
    expect(missing).toEqual([]);
    expect(citations).toBeGreaterThan(100);
  });
});
