import type { ComponentProps } from "react";
import type * as ReactMarkdownModule from "react-markdown";
import { vi } from "vitest";

/** How often react-markdown has parsed since the test last reset `count`. */
export const markdownParses = { count: 0 };

/**
 * A vi.mock factory for "react-markdown": the real renderer, counting each parse:
 * vi.mock("react-markdown", async () => (await import("./test-markdown-parses")).countedReactMarkdown());
 */
export async function countedReactMarkdown() {
  const actual = await vi.importActual<typeof ReactMarkdownModule>("react-markdown");
  const Counted = (props: ComponentProps<typeof actual.default>) => {
    markdownParses.count += 1;
    return actual.default(props);
  };
  return { ...actual, default: Counted };
}
