import type { Plugin } from "vite";
import { modulePatchPlugin, replaceExactlyOnce } from "./vite-module-patch.ts";

const COLLECTION_MODULE = /[\\/]node_modules[\\/]@radix-ui[\\/]react-collection[\\/]dist[\\/]index\.mjs$/;

/** Each edit must apply exactly once; `from` is matched as written, whitespace aside. */
const EDITS: readonly { from: RegExp; to: string }[] = [
  // The element is kept in a ref only (it was kept in state as well, set by a ref callback).
  {
    from: /const \[collectionElement, setCollectionElement\] = React2\.useState\(\s*null\s*\);\s*const composeRefs = useComposedRefs2\(ref, setCollectionElement\);/g,
    to: "const composeRefs = useComposedRefs2(ref);",
  },
  // The observer that keeps items in document order attaches to the mounted element.
  {
    from: /React2\.useEffect\(\(\) => \{\s*if \(!collectionElement\) \{/g,
    to: "React2.useEffect(() => {\n      const collectionElement = ref.current;\n      if (!collectionElement) {",
  },
  { from: /\}, \[collectionElement, setCollection\]\);/g, to: "}, [setCollection]);" },
  // No consumer reads the element from the stateful context.
  { from: /scope,\s*collectionElement,\s*collection,/g, to: "scope,\n            collection," },
];

/**
 * Radix's collection (behind Accordion's keyboard model) stores its root
 * element in React state from a ref callback, so every accordion renders a
 * second time right after it mounts, and React flushes all pending effects
 * synchronously to do it: 10-12 ms inside the commit of each hydrating page
 * with cards (most of its blocking time). This keeps the element in a ref and
 * attaches the same observer in the same effect. A Radix release that changes
 * this code fails the build here instead of silently losing the fix.
 */
export function patchRadixCollectionElement(code: string): string {
  return EDITS.reduce(
    (patched, edit) =>
      replaceExactlyOnce(
        patched,
        edit.from,
        edit.to,
        (found) =>
          `@radix-ui/react-collection changed (expected one match of ${String(edit.from)}, found ${found}): update scripts/vite-radix-collection-element.ts for this release.`,
      ),
    code,
  );
}

export function radixCollectionElementPlugin(): Plugin {
  return modulePatchPlugin("site:radix-collection-element", COLLECTION_MODULE, patchRadixCollectionElement);
}
