import * as React from "react";
import { isRouteErrorResponse, Link, NavLink } from "react-router";
import { siteConfig } from "../site-config";
import { cn } from "../ui/cn";
import { Logo } from "./logo";
import { MenuToggle } from "./menu-toggle";
import type { createErrorPage } from "./error-page";
import type { createMenuOverlay } from "./menu-overlay";
import { menuEntries, privacyEntry } from "./nav-entries";
import type { createSearchDialog } from "./search/search-dialog";
import type { loadTagManager } from "./tag-manager";

/** What the parts loaded on first use take from the page (they import none of it themselves). */
export const shellDeps = {
  React,
  Link,
  NavLink,
  isRouteErrorResponse,
  Logo,
  MenuToggle,
  cn,
  siteConfig,
  menuEntries,
  privacyEntry,
};
export type ShellDeps = typeof shellDeps;

type ShellParts = {
  MenuOverlay: ReturnType<typeof createMenuOverlay>;
  SearchDialog: ReturnType<typeof createSearchDialog>;
  ErrorPage: ReturnType<typeof createErrorPage>;
  loadTagManager: typeof loadTagManager;
};

let loading: Promise<ShellParts> | undefined;

/**
 * The menu overlay and the search dialog, loaded together when either is first
 * wanted, so no page carries them at start (and the tag manager's loader, needed
 * only when a container id is configured). The module they come in imports
 * nothing the page has already loaded: a dynamic import with no such
 * dependencies needs no preload helper on every page's start (docs/decisions/008).
 */
export function loadShellParts(): Promise<ShellParts> {
  loading ??= import("./shell-parts-lazy").then((parts) => parts.createShellParts(shellDeps));
  // A failed download is tried again the next time, not remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
