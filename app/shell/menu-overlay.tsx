/** @jsxRuntime classic */
/** @jsx React.createElement */
// Loaded on first use (app/shell/shell-parts.ts): this module imports nothing that the page
// already has; React and the shell's parts come in as arguments (docs/decisions/008).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- names the JSX types for the pragma above
import type * as React from "react";
import type { RefObject } from "react";
import { wrapTabFocus } from "./focus-trap";
import type { ShellDeps } from "./shell-parts";

export type MenuOverlayProps = {
  open: boolean;
  onClose: () => void;
  /** Closes the menu and opens the site search. */
  onSearch: () => void;
  /** The top-bar toggle, which gets focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

export function createMenuOverlay({
  React,
  NavLink,
  Logo,
  MenuToggle,
  cn,
  siteConfig,
  menuEntries,
  privacyEntry,
}: ShellDeps) {
  const { useEffect, useRef } = React;

  /**
   * The full-screen menu of SPEC §2. A native modal <dialog>: the page behind it is
   * inert, Escape closes it, and focus stays inside while it is open.
   */
  return function MenuOverlay({ open, onClose, onSearch, returnFocusTo }: MenuOverlayProps) {
    const dialogRef = useRef<HTMLDialogElement>(null);
    const closeToggleRef = useRef<HTMLButtonElement>(null);

    useEffect(() => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      const root = document.documentElement;
      if (open && !dialog.open) {
        root.setAttribute("data-scroll-locked", "");
        dialog.showModal();
        closeToggleRef.current?.focus();
      } else if (!open && dialog.open) {
        dialog.close();
      }
    }, [open]);

    useEffect(() => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      // Fired for every way the dialog closes, Escape included.
      const handleClose = () => {
        document.documentElement.removeAttribute("data-scroll-locked");
        onClose();
        returnFocusTo.current?.focus();
      };
      dialog.addEventListener("close", handleClose);
      return () => dialog.removeEventListener("close", handleClose);
    }, [onClose, returnFocusTo]);

    useEffect(() => () => document.documentElement.removeAttribute("data-scroll-locked"), []);

    const year = new Date().getFullYear();

    return (
      <dialog
        ref={dialogRef}
        id="site-menu"
        aria-label="Site menu"
        data-slot="menu-overlay"
        data-state={open ? "open" : "closed"}
        onKeyDown={(event) => {
          if (dialogRef.current) wrapTabFocus(event, dialogRef.current);
        }}
        className={cn(
          "fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-bg-dark-primary p-0 text-on-dark",
          "opacity-0 transition-[opacity,display,overlay] transition-discrete duration-300 open:opacity-100 starting:open:opacity-0",
          "backdrop:bg-ink/60",
        )}
      >
        <div className="mx-auto flex min-h-full w-full max-w-6xl flex-col px-md md:px-xl">
          <div className="flex h-16 items-center justify-between md:h-20">
            <div className="rounded-md bg-bg-default px-sm">
              <Logo onNavigate={onClose} />
            </div>
            <MenuToggle ref={closeToggleRef} open onToggle={onClose} />
          </div>

          <nav aria-label="Main" className="flex flex-1 flex-col justify-center gap-lg py-xl">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={onSearch}
              className="inline-flex min-h-12 items-center gap-sm self-start rounded-pill border-2 border-on-dark px-md font-semibold hover:bg-on-dark hover:text-bg-dark-primary focus-visible:outline-on-dark"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                className="size-5"
              >
                <path d="m21 21-4.3-4.3" />
                <circle cx="11" cy="11" r="8" />
              </svg>
              Search
            </button>
            <ul className="flex flex-col gap-xs md:gap-sm lg:grid lg:grid-cols-2 lg:gap-x-section">
              {menuEntries.map((entry, index) => (
                <li key={entry.href}>
                  <NavLink
                    to={entry.href}
                    onClick={onClose}
                    className={({ isActive }) =>
                      cn(
                        "group flex min-h-11 items-baseline gap-md rounded-md py-xs font-display text-[2.25rem] leading-tight font-bold tracking-tight md:text-[3rem] lg:text-[3.75rem]",
                        "hover:text-highlight focus-visible:outline-on-dark",
                        isActive && "text-highlight",
                      )
                    }
                  >
                    <span
                      aria-hidden="true"
                      className="font-sans text-caption font-semibold text-on-dark-muted tabular-nums"
                    >
                      {String(index + 1).padStart(2, "0")}
                    </span>
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div
            data-slot="menu-footer"
            className="flex flex-col gap-sm border-t border-on-dark/25 py-lg text-caption text-on-dark-muted md:flex-row md:items-center md:justify-between"
          >
            <p>
              © <span suppressHydrationWarning>{year}</span> {siteConfig.owner.name}
            </p>
            {/* The theme toggle of theme-toggle.tsx, drawn here as the menu is drawn in the browser (and
                imports nothing): set to the choice in effect; the head script handles its changes. */}
            <span data-slot="theme-toggle">
              <select
                aria-label="Colour theme"
                title="Colour theme"
                defaultValue={document.documentElement.getAttribute("data-theme") ?? "system"}
                data-theme-choice=""
              >
                <option value="light">Light</option>
                <option value="dark">Dark</option>
                <option value="system">System</option>
              </select>
            </span>
            <NavLink
              to={privacyEntry.href}
              onClick={onClose}
              className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-on-dark focus-visible:outline-on-dark"
            >
              {privacyEntry.label}
            </NavLink>
          </div>
        </div>
      </dialog>
    );
  };
}
