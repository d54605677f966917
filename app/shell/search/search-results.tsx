import { type ComponentType, type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { SearchHit } from "../../../model/search-results";
import { loadPagefind, type SearchAnswer, searchSite } from "./pagefind-client";

type Found = { kind: "done"; answer: SearchAnswer } | { kind: "failed"; query: string };
type State = { kind: "idle" } | { kind: "loading"; query: string } | Found;

/** What to show for `query`: its answer, or while it is sought the last results (or that it is being sought). */
function stateOf(query: string, found: Found | undefined): State {
  if (!query) return { kind: "idle" };
  if (found?.kind === "done" || (found?.kind === "failed" && found.query === query)) return found;
  return { kind: "loading", query };
}

/** The status line for `state`; undefined for the prompt shown before anything is typed. */
function statusText(state: State): string | undefined {
  switch (state.kind) {
    case "idle":
      return undefined;
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

export type SearchResultsProps = {
  /** The search's pre-rendered field: what is typed there, before this loaded too, is searched. */
  input: RefObject<HTMLInputElement | null>;
  /** Closes the search (a result or a way on was chosen). */
  onNavigate: () => void;
  /** The dialog's status line (given rather than imported, so that no chunk is split off for it). */
  Status: ComponentType<{ children?: string }>;
};

// The search field (search-dialog.tsx) is where the query lives: typing there is an input event.
function subscribeToInput(onChange: () => void) {
  document.addEventListener("input", onChange);
  return () => document.removeEventListener("input", onChange);
}

function typedQuery(): string {
  return document.querySelector<HTMLInputElement>("#site-search-input")?.value.trim() ?? "";
}

/**
 * What the site search finds, loaded when the search first opens (with Pagefind's engine, which
 * starts loading at once): results as you type, arrow keys between the field and the results.
 */
export default function SearchResults({ input, onNavigate, Status }: SearchResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const resultLinks = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);

  // The field is the source of the query (what was typed before this loaded included); React
  // reads it again once subscribed, so nothing typed in between is missed.
  const query = useSyncExternalStore(subscribeToInput, typedQuery);
  const [found, setFound] = useState<Found>();

  useEffect(() => {
    loadPagefind().catch(() => undefined);
    const field = input.current;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      resultLinks()[0]?.focus();
    };
    field?.addEventListener("keydown", handleKey);
    return () => field?.removeEventListener("keydown", handleKey);
  }, [input]);

  useEffect(() => {
    if (!query) return;
    // An answer that comes after the query changed again is not shown.
    let current = true;
    searchSite(query).then(
      (answer) => current && answer && setFound({ kind: "done", answer }),
      () => current && setFound({ kind: "failed", query }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const state = stateOf(query, found);
  const hits = state.kind === "done" ? state.answer.hits : [];
  const nothing = (state.kind === "done" && state.answer.total === 0) || state.kind === "failed";

  return (
    <>
      <Status>{statusText(state)}</Status>
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
            if (next < 0) input.current?.focus();
            else links[Math.min(next, links.length - 1)]?.focus();
          }}
        >
          {hits.map((hit) => (
            <li key={hit.url}>
              <ResultLink hit={hit} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : null}
      {nothing ? <WaysOn onNavigate={onNavigate} /> : null}
      <p data-slot="search-keys" aria-hidden="true">
        ↑ ↓ to move · Enter to open · Esc to close
      </p>
    </>
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
        {hit.section ? <span className="font-sans text-body3 font-semibold text-primary"> · {hit.section}</span> : null}
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
