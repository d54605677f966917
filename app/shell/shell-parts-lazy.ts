import { createErrorPage } from "./error-page";
import { createMenuOverlay } from "./menu-overlay";
import { createSearchDialog } from "./search/search-dialog";
import { loadTagManager } from "./tag-manager";
import type { ShellDeps } from "./shell-parts";

/** The parts of the shell loaded on first use (app/shell/shell-parts.ts), made with the page's React. */
export function createShellParts(deps: ShellDeps) {
  return {
    MenuOverlay: createMenuOverlay(deps),
    SearchDialog: createSearchDialog(deps),
    ErrorPage: createErrorPage(deps),
    loadTagManager,
  };
}
