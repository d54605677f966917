import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { patchRadixCollectionElement, radixCollectionElementPlugin } from "./vite-radix-collection-element.ts";

const collectionModule = path.resolve("node_modules/@radix-ui/react-collection/dist/index.mjs");

describe("patchRadixCollectionElement", () => {
  it("keeps the installed Radix collection's element in a ref only, observed once mounted", () => {
    const original = readFileSync(collectionModule, "utf8");
    expect(original).toContain("useComposedRefs2(ref, setCollectionElement)");
    const patched = patchRadixCollectionElement(original);
    expect(patched).not.toContain("setCollectionElement");
    expect(patched).toContain("const composeRefs = useComposedRefs2(ref);");
    expect(patched).toContain("const collectionElement = ref.current;");
    expect(patched).toContain("}, [setCollection]);");
  });

  it("fails loudly when Radix changed the code it edits", () => {
    expect(() => patchRadixCollectionElement("export const x = 1;")).toThrow(/react-collection changed/);
  });

  it("is applied by the Vite plugin to that module only", () => {
    const transform = radixCollectionElementPlugin().transform as (code: string, id: string) => { code: string } | null;
    const original = readFileSync(collectionModule, "utf8");
    expect(transform(original, `${collectionModule}?v=1`)?.code).toBe(patchRadixCollectionElement(original));
    expect(transform(original, path.resolve("node_modules/@radix-ui/react-accordion/dist/index.mjs"))).toBeNull();
  });
});
