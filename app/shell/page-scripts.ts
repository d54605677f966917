import { useMatches } from "react-router";

/**
 * Whether a page runs the app's JavaScript (React, the router, the page's code) or is HTML and CSS
 * only. A route whose page needs no React in the browser says so in its `handle`; its document then
 * has no `<Scripts />`: no module preloads, no entry script (React Router's "Disabling JavaScript").
 * Its controls are platform elements, and the shell's head script (shell-script.ts) loads what
 * little code a control needs on first use.
 */
export type PageScripts = { scripts?: false };

/** The `handle` of a route whose page runs no app JavaScript. */
export const NO_APP_SCRIPTS: PageScripts = { scripts: false };

/** True unless a matched route says its page needs no app JavaScript. */
export function usePageRunsScripts(): boolean {
  const matches = useMatches();
  return !matches.some((match) => (match.handle as PageScripts | undefined)?.scripts === false);
}
