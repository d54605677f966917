/** @jsxRuntime classic */
/** @jsx React.createElement */
// Loaded on first use (app/shell/shell-parts.ts): this module imports nothing that the page
// already has; React and the router's Link come in as arguments (docs/decisions/008).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- names the JSX types for the pragma above
import type * as React from "react";
import type { SearchHit } from "../../../model/search-results";
import type { ShellDeps } from "../shell-parts";
import { loadPagefind, type SearchAnswer, searchSite } from "./pagefind-client";

export type SearchRequest = { returnTo: HTMLElement | null };
export type SearchDialogProps = { request: SearchRequest; onClosed: () => void };

const INPUT_ID = "site-search-input";
const STATUS_ID = "site-search-status";

type State =
  | { kind: "idle" }
  | { kind: "loading"; query: string }
  | { kind: "done"; answer: SearchAnswer }
  | { kind: "failed"; query: string };

function statusText(state: State): string {
  switch (state.kind) {
    case "idle":
      return "Type to search talks, guides, recommendations, templates and experiences.";
    case "loading":
      return "Searching…";
    case "failed":
      return "Search could not load. Check your connection and try again, or browse instead:";
    case "done": {
      const { total, hits, query } = state.answer;
      if (total === 0) return `No results for “${query}”.`;
      const shown = hits.length < total ? `, the best ${hits.length} shown` : "";
      return `${total} ${total === 1 ? "result" : "results"} for “${query}”${shown}.`;
    }
  }
}

/** Where focus goes when the search closes: what opened it, or the top bar's search button when that is gone. */
function focusTarget(returnTo: HTMLElement | null): HTMLElement | null {
  if (returnTo?.isConnected && returnTo.getClientRects().length > 0) return returnTo;
  return document.querySelector<HTMLElement>('[data-slot="top-bar"] [data-slot="search-trigger"]');
}

export function createSearchDialog({ React, Link }: Pick<ShellDeps, "React" | "Link">) {
  const { useCallback, useEffect, useRef, useState } = React;

  /**
   * The site search's dialog (native modal <dialog>: the page behind is inert,
   * Escape closes it), loaded on first use by search-host.tsx: results as you
   * type from Pagefind, arrow keys between the field and the results, Enter opens
   * the best one, focus goes back where it was.
   */
  function SearchDialog({ request, onClosed }: SearchDialogProps) {
    const dialogRef = useRef<HTMLDialogElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const listRef = useRef<HTMLUListElement>(null);
    const [state, setState] = useState<State>({ kind: "idle" });
    const latestQuery = useRef("");
    const close = useCallback(() => dialogRef.current?.close(), []);
    const resultLinks = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);

    useEffect(() => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      const root = document.documentElement;
      if (!dialog.open) {
        dialog.showModal();
        root.setAttribute("data-scroll-locked", "");
        inputRef.current?.focus();
      }
      // Fired for every way the dialog closes (Escape, the close button, a result chosen).
      const handleClose = () => {
        root.removeAttribute("data-scroll-locked");
        focusTarget(request.returnTo)?.focus();
        onClosed();
      };
      dialog.addEventListener("close", handleClose);
      // The engine starts loading now, so the first words typed find something sooner.
      loadPagefind().catch(() => undefined);
      return () => {
        dialog.removeEventListener("close", handleClose);
        root.removeAttribute("data-scroll-locked");
      };
    }, [request, onClosed]);

    const runSearch = useCallback((raw: string) => {
      const query = raw.trim();
      latestQuery.current = query;
      if (!query) {
        setState({ kind: "idle" });
        return;
      }
      setState((previous) => (previous.kind === "done" ? previous : { kind: "loading", query }));
      searchSite(query)
        .then((answer) => {
          if (answer && answer.query === latestQuery.current) setState({ kind: "done", answer });
        })
        .catch(() => {
          if (query === latestQuery.current) setState({ kind: "failed", query });
        });
    }, []);

    const hits = state.kind === "done" ? state.answer.hits : [];
    const nothing = (state.kind === "done" && state.answer.total === 0) || state.kind === "failed";

    return (
      <dialog
        ref={dialogRef}
        id="site-search"
        aria-labelledby="site-search-title"
        data-slot="search-dialog"
        className="fixed inset-x-0 top-[6vh] bottom-auto mx-auto my-0 hidden max-h-[86dvh] w-[min(42rem,calc(100%-1.5rem))] max-w-none flex-col overflow-hidden rounded-card border-2 border-ink bg-bg-default p-0 text-ink shadow-[6px_6px_0_0_var(--color-ink)] backdrop:bg-ink/60 open:flex"
      >
        <div className="flex items-center gap-sm border-b-2 border-ink p-sm md:p-md">
          <h2 id="site-search-title" className="sr-only">
            Search the site
          </h2>
          <form
            role="search"
            className="flex min-w-0 flex-1 items-center gap-sm"
            onSubmit={(event) => {
              // Enter opens the best result.
              event.preventDefault();
              resultLinks()[0]?.click();
            }}
          >
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              className="size-6 shrink-0 text-primary"
            >
              <path d="m21 21-4.3-4.3" />
              <circle cx="11" cy="11" r="8" />
            </svg>
            <label htmlFor={INPUT_ID} className="sr-only">
              Search
            </label>
            <input
              ref={inputRef}
              id={INPUT_ID}
              type="search"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              placeholder="Search talks, guides, templates…"
              aria-describedby={STATUS_ID}
              onChange={(event) => runSearch(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key !== "ArrowDown") return;
                event.preventDefault();
                resultLinks()[0]?.focus();
              }}
              className="min-h-11 min-w-0 flex-1 bg-transparent font-display text-h4 font-semibold placeholder:text-ink-muted focus-visible:outline-none md:text-h3 [&::-webkit-search-cancel-button]:appearance-none"
            />
          </form>
          <button
            type="button"
            onClick={close}
            aria-label="Close search"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-pill border-2 border-ink bg-bg-default text-[1.75rem] leading-none hover:bg-ink hover:text-bg-default"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>

        <div className="flex min-h-0 flex-col gap-sm overflow-y-auto p-sm md:p-md">
          <p id={STATUS_ID} role="status" className="px-xs text-caption text-ink-muted">
            {statusText(state)}
          </p>
          {hits.length > 0 ? (
            <ul
              ref={listRef}
              aria-label="Search results"
              className="flex flex-col gap-xs"
              onKeyDown={(event) => {
                if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
                event.preventDefault();
                const links = resultLinks();
                const next = links.indexOf(event.target as HTMLAnchorElement) + (event.key === "ArrowDown" ? 1 : -1);
                if (next < 0) inputRef.current?.focus();
                else links[Math.min(next, links.length - 1)]?.focus();
              }}
            >
              {hits.map((hit) => (
                <li key={hit.url}>
                  <ResultLink hit={hit} onNavigate={close} />
                </li>
              ))}
            </ul>
          ) : null}
          {nothing ? <WaysOn onNavigate={close} /> : null}
          <p
            className="hidden border-t-2 border-ink/15 px-xs pt-sm text-caption text-ink-muted md:block"
            aria-hidden="true"
          >
            ↑ ↓ to move · Enter to open · Esc to close
          </p>
        </div>
      </dialog>
    );
  }

  function ResultLink({ hit, onNavigate }: { hit: SearchHit; onNavigate: () => void }) {
    return (
      <Link
        to={hit.url}
        onClick={onNavigate}
        data-slot="search-result"
        className="flex flex-col gap-xs rounded-card border-2 border-transparent p-sm hover:border-ink hover:bg-bg-subtle focus-visible:border-ink focus-visible:bg-bg-subtle"
      >
        <span className="font-display text-body2 font-bold text-ink">
          {hit.title}
          {hit.section ? (
            <span className="font-sans text-body3 font-semibold text-primary"> · {hit.section}</span>
          ) : null}
        </span>
        <span className="line-clamp-2 text-body3 text-ink-muted">
          {hit.excerpt.map((part, index) =>
            part.marked ? (
              <mark key={index} className="rounded-sm bg-highlight px-[1px] text-ink">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </span>
      </Link>
    );
  }

  const WAYS_ON = [
    { href: "/insights", label: "Talks and podcasts" },
    { href: "/inspirations", label: "Guides to tools I use" },
    { href: "/solutions", label: "Templates" },
    { href: "/experiences", label: "Experiences" },
  ] as const;

  /** An empty or failed search still leads somewhere. */
  function WaysOn({ onNavigate }: { onNavigate: () => void }) {
    return (
      <nav aria-label="Browse instead" className="flex flex-col gap-sm px-xs pb-xs">
        <p className="text-body3">Try other or fewer words, or browse:</p>
        <ul className="flex flex-wrap gap-sm">
          {WAYS_ON.map((way) => (
            <li key={way.href}>
              <Link
                to={way.href}
                onClick={onNavigate}
                className="inline-flex min-h-11 items-center rounded-pill border-2 border-ink px-md font-semibold hover:bg-ink hover:text-bg-default"
              >
                {way.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return SearchDialog;
}
