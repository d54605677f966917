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
