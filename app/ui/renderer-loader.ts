export type RendererLoader<T> = {
  /** The renderer once it has loaded, undefined until then. */
  loaded: () => T | undefined;
  /** Starts loading (once) and resolves with the renderer; never rejects. */
  load: () => Promise<T>;
};

/**
 * Loads a renderer (a part of the site split off because no page needs it for
 * its first paint) once and remembers it. When the import fails (the visitor
 * went offline, a deploy removed the old chunk) it settles on `fallback` for
 * the rest of the visit instead of failing the page.
 */
export function createRendererLoader<T>(importRenderer: () => Promise<T>, fallback: T): RendererLoader<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load: () => {
      loading ??= importRenderer()
        .catch(() => fallback)
        .then((renderer) => (loaded = renderer));
      return loading;
    },
  };
}
