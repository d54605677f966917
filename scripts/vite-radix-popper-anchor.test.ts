import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { patchRadixPopperAnchor, radixPopperAnchorPlugin } from "./vite-radix-popper-anchor.ts";

const popperModule = path.resolve("node_modules/@radix-ui/react-popper/dist/index.mjs");

describe("patchRadixPopperAnchor", () => {
  it("sets the installed Radix popper's anchor in a transition", () => {
    const original = readFileSync(popperModule, "utf8");
    const patched = patchRadixPopperAnchor(original);
    expect(patched).toContain("React.startTransition(() => onAnchorChange(node));");
    expect(patched).not.toMatch(/if \(node\) \{\s*onAnchorChange\(node\);/);
  });

  it("fails loudly when Radix changed the code it edits", () => {
    expect(() => patchRadixPopperAnchor("export const x = 1;")).toThrow(/react-popper changed/);
  });

  it("is applied by the Vite plugin to that module only", () => {
    const transform = radixPopperAnchorPlugin().transform as (code: string, id: string) => { code: string } | null;
    const original = readFileSync(popperModule, "utf8");
    expect(transform(original, popperModule)?.code).toBe(patchRadixPopperAnchor(original));
    expect(transform(original, path.resolve("node_modules/@radix-ui/react-tooltip/dist/index.mjs"))).toBeNull();
  });
});
