import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach } from "vitest";

/** A page pre-rendered into the document, to be touched as a visitor would before the scripts run, then hydrated. */
export type PrerenderedPage = {
  /** The element that holds the pre-rendered HTML, in the document. */
  container: HTMLDivElement;
  /** Hydrates the HTML with the page as the browser does: the root (to render the page anew) and the errors React recovered from (a mismatch among them). */
  hydrate: () => Promise<{ root: Root; errors: string[] }>;
};

const unmounts: (() => void)[] = [];

// As Testing Library's render does: what a test put into the document is gone before the next one.
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

/** Pre-renders `page` as the build does (the HTML written to a UTF-8 file) into a container in the document. */
export function prerender(page: ReactNode): PrerenderedPage {
  const container = document.createElement("div");
  // Writing a UTF-8 file replaces a lone surrogate with U+FFFD, which the browser then reads.
  container.innerHTML = new TextDecoder().decode(new TextEncoder().encode(renderToString(page)));
  document.body.append(container);
  let root: Root | undefined;
  unmounts.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return {
    container,
    hydrate: async () => {
      const errors: string[] = [];
      const hydrated = await act(async () =>
        hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(String(error)) }),
      );
      root = hydrated;
      return { root: hydrated, errors };
    },
  };
}
