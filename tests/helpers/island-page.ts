import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach } from "vitest";
import { stubPopoverApi } from "./popover-api";

/**
 * A page for an island's tests: the server's HTML drawn into the document, with the island `name`
 * started on its root as the shell's head script does, and the Popover API stand-ins jsdom lacks.
 * Registers its own set-up and clean-up (each test starts on an empty document at `/`); call it
 * once at the top of a test file.
 */
export function islandPage(name: string, start: (root: HTMLElement) => void) {
  let popoverApi: ReturnType<typeof stubPopoverApi> | undefined;
  beforeEach(() => {
    popoverApi = stubPopoverApi();
  });
  afterEach(() => {
    popoverApi?.restore();
    document.body.replaceChildren();
    history.replaceState(null, "", "/");
  });
  return {
    /**
     * `page` as the server draws it, at the address `url`, with the island started on it; `before`
     * runs first, as a visitor's taps before the code came. Returns the island's root.
     */
    open(url: string, page: ReactElement, before?: () => void): HTMLElement {
      history.replaceState(null, "", url);
      document.body.innerHTML = renderToStaticMarkup(page);
      const root = document.querySelector<HTMLElement>(`[data-island=${name}]`);
      if (!root) throw new Error(`no ${name} island root`);
      before?.();
      start(root);
      return root;
    },
    /** Whether a popover is shown, as the stand-ins recorded it. */
    isShown(element: HTMLElement): boolean {
      if (!popoverApi) throw new Error("islandPage's popovers are there only during a test");
      return popoverApi.isShown(element);
    },
  };
}
