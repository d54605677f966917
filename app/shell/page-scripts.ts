import { useMatches } from "react-router";

/**
 * Whether a page runs the app's JavaScript (React, the router, the page's code), and when:
 * - "none": never; the page is HTML and CSS, its controls are platform elements, and the shell's
 *   head script (shell-script.ts) loads what little code a control needs on first use (islands).
 *   Its document has no `<Scripts />`: no module preloads, no entry script (React Router's
 *   "Disabling JavaScript");
 * - "on-first-use": the app's scripts are in the page, inert in a `<noscript>`, and the shell's
 *   head script starts them when the visitor first reaches for the page (the showcase, whose live
 *   demos are the app's own components; decision 031).
 * A route says which in its `handle`; one that says nothing runs none.
 */
export type PageScriptsMode = "none" | "on-first-use";
export type PageScripts = { scripts?: false | "on-first-use" };

/** The `handle` of a route whose page runs no app JavaScript. */
export const NO_APP_SCRIPTS: PageScripts = { scripts: false };

/** The `handle` of a route whose page starts the app when the visitor first reaches for it. */
export const APP_ON_FIRST_USE: PageScripts = { scripts: "on-first-use" };

/** How the matched routes' page runs the app: the most frugal any of them asks for. */
export function pageScriptsMode(handles: readonly unknown[]): PageScriptsMode {
  const asked = handles.map((handle) => (handle as PageScripts | undefined)?.scripts);
  if (!asked.includes(false) && asked.includes("on-first-use")) return "on-first-use";
  return "none";
}

export function usePageScriptsMode(): PageScriptsMode {
  return pageScriptsMode(useMatches().map((match) => match.handle));
}
