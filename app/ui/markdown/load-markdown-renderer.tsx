import type { ReactElement } from "react";
import { MarkdownPlainText } from "./markdown-plain-text";
import type { MarkdownRenderProps } from "./markdown-renderer";

export type RenderMarkdown = (props: MarkdownRenderProps) => ReactElement;

export type RendererLoader<T> = {
  /** The renderer once it has loaded, undefined until then. */
  loaded: () => T | undefined;
  /** Starts loading (once) and resolves with the renderer; never rejects. */
  load: () => Promise<T>;
};

/**
 * Loads a renderer once and remembers it. When the import fails (the visitor
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

/** Stands in for the markdown pipeline when it cannot be loaded: the words, as plain text. */
function renderPlainText({ source, className }: MarkdownRenderProps): ReactElement {
  return <MarkdownPlainText source={source} className={className} />;
}

const markdownRenderer = createRendererLoader<RenderMarkdown>(
  () => import("./markdown-renderer").then((module) => module.renderMarkdown),
  renderPlainText,
);

/**
 * The markdown pipeline is the largest script of the site and no page needs it
 * to show or hydrate its pre-rendered HTML, so browsers load it on first use.
 */
export const loadMarkdownRenderer = markdownRenderer.load;
export const loadedMarkdownRenderer = markdownRenderer.loaded;

// The build's pre-render and the unit tests render markdown synchronously: load it before the first render.
if (import.meta.env.SSR || import.meta.env.MODE === "test") await loadMarkdownRenderer();
