import type { SearchHit } from "./search-results";
import { loadPagefind, type SearchAnswer, searchSite } from "./pagefind-client";
import { SEARCH_PROMPT, SEARCH_STATUS_ID } from "~/shell/search/search-text";

/**
 * The site search's code, loaded when the search first opens (app/shell/shell-script.ts) on
 * every page, with or without the page's React: results as you type, from Pagefind (which
 * starts loading at once), arrow keys between the field and the results, Enter opens the best
 * one. Plain DOM code over the pre-rendered dialog (search-dialog.tsx), built on its own
 * (scripts/lib/islands.ts); results are plain links, so a chosen page loads whole.
 */

type Found = { kind: "done"; answer: SearchAnswer } | { kind: "failed"; query: string };

const FAILED = "Search could not load. Check your connection and try again, or browse instead:";

/** The status line for a query and what was found for it; the prompt before anything is typed. */
export function statusText(query: string, found: Found | undefined): string {
  if (!query) return SEARCH_PROMPT;
  if (!found || (found.kind === "failed" && found.query !== query)) return "Searching…";
  if (found.kind === "failed") return FAILED;
  const { total, hits } = found.answer;
  if (total === 0) return `No results for “${found.answer.query}”.`;
  const shown = hits.length < total ? `, the best ${hits.length} shown` : "";
  return `${total} ${total === 1 ? "result" : "results"} for “${found.answer.query}”${shown}.`;
}

const WAYS_ON = [
  { href: "/insights", label: "Talks and podcasts" },
  { href: "/inspirations", label: "Guides to tools I use" },
  { href: "/solutions", label: "Templates" },
  { href: "/experiences", label: "Experiences" },
] as const;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function resultLink(hit: SearchHit): HTMLAnchorElement {
  const title = element("span", { class: "font-display text-body2 font-bold text-ink" }, hit.title);
  if (hit.section)
    title.append(element("span", { class: "font-sans text-body3 font-semibold text-primary" }, ` · ${hit.section}`));
  // Each part as text: nothing in an excerpt is ever parsed as HTML (app/islands/search-results.ts).
  const excerpt = element(
    "span",
    { class: "line-clamp-2 text-body3 text-ink-muted" },
    ...hit.excerpt.map((part) =>
      part.marked ? element("mark", { class: "rounded-sm bg-highlight px-[1px] text-ink" }, part.text) : part.text,
    ),
  );
  return element(
    "a",
    {
      href: hit.url,
      "data-slot": "search-result",
      class:
        "flex flex-col gap-xs rounded-card border-2 border-transparent p-sm hover:border-ink hover:bg-bg-subtle focus-visible:border-ink focus-visible:bg-bg-subtle",
    },
    title,
    excerpt,
  );
}

/** An empty or failed search still leads somewhere. */
function waysOn(): HTMLElement {
  const links = WAYS_ON.map((way) =>
    element(
      "li",
      {},
      element(
        "a",
        {
          href: way.href,
          class:
            "inline-flex min-h-11 items-center rounded-pill border-2 border-ink px-md font-semibold hover:bg-ink hover:text-bg-default",
        },
        way.label,
      ),
    ),
  );
  return element(
    "nav",
    { "aria-label": "Browse instead", class: "flex flex-col gap-sm px-xs pb-xs" },
    element("p", { class: "text-body3" }, "Try other or fewer words, or browse:"),
    element("ul", { class: "flex flex-wrap gap-sm" }, ...links),
  );
}

/** Starts the search on its pre-rendered dialog: what is typed already is searched at once. */
export function startSearch(dialog: HTMLDialogElement): void {
  const field = dialog.querySelector<HTMLInputElement>('input[type="search"]');
  const status = dialog.querySelector<HTMLElement>(`#${SEARCH_STATUS_ID}`);
  const body = status?.parentElement;
  if (!field || !status || !body) return;
  loadPagefind().catch(() => undefined);

  const list = element("ul", { "aria-label": "Search results", class: "flex flex-col gap-xs" });
  const ways = waysOn();
  const keys = element(
    "p",
    { "data-slot": "search-keys", "aria-hidden": "true" },
    "↑ ↓ to move · Enter to open · Esc to close",
  );
  body.replaceChildren(status, keys);
  const resultLinks = () => Array.from(list.querySelectorAll<HTMLAnchorElement>("a[href]"));

  let found: Found | undefined;
  const render = () => {
    const query = field.value.trim();
    status.textContent = statusText(query, found);
    const hits = query && found?.kind === "done" ? found.answer.hits : [];
    // Results that arrive while a visitor is on one of the last ones keep them on that page's result, or put
    // them back in the field (where Enter opens the best one): their next key must not land on a removed link.
    const focused = list.contains(document.activeElement) ? document.activeElement?.getAttribute("href") : undefined;
    list.replaceChildren(...hits.map((hit) => element("li", {}, resultLink(hit))));
    const nothing =
      Boolean(query) && ((found?.kind === "done" && found.answer.total === 0) || found?.kind === "failed");
    // The list and the ways on stand between the status line and the key hints.
    if (hits.length > 0) status.after(list);
    else list.remove();
    if (nothing) (hits.length > 0 ? list : status).after(ways);
    else ways.remove();
    if (focused !== undefined) (resultLinks().find((link) => link.getAttribute("href") === focused) ?? field).focus();
  };

  let asked = 0;
  const search = () => {
    const query = field.value.trim();
    const ask = ++asked;
    if (!query) {
      found = undefined;
      render();
      return;
    }
    // While a new query is sought, the last results stay.
    if (found?.kind === "failed") found = undefined;
    render();
    searchSite(query).then(
      (answer) => {
        // An answer that comes after the query changed again is not shown.
        if (ask !== asked || !answer) return;
        found = { kind: "done", answer };
        render();
      },
      () => {
        if (ask !== asked) return;
        found = { kind: "failed", query };
        render();
      },
    );
  };

  field.addEventListener("input", search);
  field.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      resultLinks()[0]?.focus();
    } else if (event.key === "Enter" && !event.isComposing) {
      event.preventDefault();
      dialog.querySelector<HTMLAnchorElement>('[data-slot="search-result"]')?.click();
    }
  });
  list.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const links = resultLinks();
    const next = links.indexOf(event.target as HTMLAnchorElement) + (event.key === "ArrowDown" ? 1 : -1);
    if (next < 0) field.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  });
  // A chosen page loads whole; the search closes so the page behind is not left inert meanwhile.
  dialog.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) dialog.close();
  });
  search();
}
