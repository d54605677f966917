import type { Plugin } from "vite";

/**
 * A Vite plugin that rewrites one dependency module as it is loaded (build,
 * dev server and component tests): `patch` gets the module's code and returns
 * the new code, throwing when the code it expects is not there.
 */
export function modulePatchPlugin(name: string, module: RegExp, patch: (code: string) => string): Plugin {
  return {
    name,
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!module.test(file)) return null;
      return { code: patch(code), map: null };
    },
  };
}

/**
 * Replaces the one place `pattern` (a global RegExp) matches in a dependency's
 * code. Throws `changed(found)` when it matches none or more than one, so a
 * release that rewrites the patched code fails the build instead of silently
 * losing the patch.
 */
export function replaceExactlyOnce(
  code: string,
  pattern: RegExp,
  replacement: string,
  changed: (found: number) => string,
): string {
  const found = code.match(pattern)?.length ?? 0;
  if (found !== 1) throw new Error(changed(found));
  return code.replace(pattern, replacement);
}
