import type { ReactElement } from "react";
import { createRendererLoader } from "~/ui/renderer-loader";
import { MarkdownPlainText } from "./markdown-plain-text";
import type { MarkdownRenderProps } from "./markdown-renderer";

export type RenderMarkdown = (props: MarkdownRenderProps) => ReactElement;

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
