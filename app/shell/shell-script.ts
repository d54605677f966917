import { isSearchShortcut } from "./search-shortcut";
import { wrapTabFocus } from "./focus-trap";
import { SEARCH_STATUS_ID, SEARCH_UNAVAILABLE } from "./search/search-text";

/** SPEC §9: the top bar becomes more opaque once the page is scrolled past 50 px. */
export const TOP_BAR_SCROLL_THRESHOLD = 50;

export type ShellScriptOptions = {
  /** The menu dialog's id (menu-toggle.tsx). */
  menuId: string;
  /** The search dialog's id (search-dialog.tsx), and the top bar's button that opens it. */
  searchId: string;
  searchTriggerId: string;
  /**
   * Where islands' code is: `prefix + name + suffix` ("/islands/" and ".js" as built, the source
   * folder and ".ts" under the dev server). The search is the island `searchIsland`, on every page.
   */
  islands: { prefix: string; suffix: string };
  searchIsland: string;
  /**
   * What else the page has that needs the script (a page is sent only the code it can use):
   * - `islands`: elements marked `data-island`, whose code the script loads on first use;
   * - `appScriptsId`, only on a page that starts the app on first use (page-scripts.ts): the
   *   `<noscript>` with the app's scripts, which the script starts. Such a page gets the islands'
   *   code too: the app leaves an island's taps to it.
   */
  page: { islands: false } | { islands: true; appScriptsId?: string };
  /** SPEC §9's hash-scroll delay (app/ui/hash-target.ts). */
  hashScrollDelayMs: number;
  /** How a URL hash names an element (`hashId`, app/ui/hash-target.ts): its source goes into the script. */
  hashId: (hash: string) => string | undefined;
};

/** The part of the shell's script that loads islands' code on first use, on the pages that have islands. */
const islandsOnFirstUse = `const modules = new Map();
const islandModule = (name) => {
  let loading = modules.get(name);
  if (!loading) {
    loading = import(islandPrefix + name + islandSuffix);
    loading.catch(() => modules.delete(name));
    modules.set(name, loading);
  }
  return loading;
};
const starting = new WeakMap();
const ready = new WeakSet();
const startIsland = (root) => {
  let start = starting.get(root);
  if (!start) {
    start = islandModule(root.dataset.island).then((island) => {
      island.start(root);
      ready.add(root);
    });
    start.catch((error) => {
      starting.delete(root);
      console.error("The code of " + root.dataset.island + " could not load.", error);
    });
    starting.set(root, start);
  }
  return start;
};
const islandOf = (target) => (target instanceof Element ? target.closest("[data-island]") : null);
const reachFor = (event) => {
  const root = islandOf(event.target);
  if (root) startIsland(root).catch(() => {});
};
document.addEventListener("pointerdown", reachFor, true);
document.addEventListener("focusin", reachFor, true);
document.addEventListener("submit", (event) => {
  const form = event.target;
  const root = islandOf(form);
  if (!root || ready.has(root)) return;
  event.preventDefault();
  const submitter = event.submitter;
  // Replayed as a click on the button that sent it, so the island hears what its click does (Clear cancels its own form).
  startIsland(root).then(() => (submitter ? submitter.click() : form.requestSubmit()), () => form.submit());
}, true);
document.addEventListener("click", (event) => {
  const root = islandOf(event.target);
  // A button the browser acts on by itself (popovertarget, commandfor) has done its work: replayed, it would undo it.
  // A link to a place in the page has taken the page there already: the island hears its click (the jump menu
  // closes on small screens and readies focus), and the browser does not follow it a second time.
  const control = root && event.target.closest("button[type=button]:not([popovertarget], [commandfor]), a[href^='#']");
  if (!root || !control || ready.has(root)) return;
  startIsland(root).then(() => {
    if (control.localName !== "a") return control.click();
    const stay = (replayed) => replayed.preventDefault();
    control.addEventListener("click", stay);
    control.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    control.removeEventListener("click", stay);
  }, () => {});
}, true);
const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 1));
const startIdleIslands = () =>
  whenIdle(() => document.querySelectorAll("[data-island][data-island-idle]").forEach((root) => startIsland(root).catch(() => {})));
// Idle islands wait for the page's first paint as well as its load: a request sent before the paint
// would compete with it for the network. A browser without paint timing starts them after load.
let painted = !window.PerformanceObserver?.supportedEntryTypes?.includes("paint") || performance.getEntriesByName("first-contentful-paint").length > 0;
let loaded = false;
const maybeStartIdleIslands = () => {
  if (painted && loaded) startIdleIslands();
};
if (!painted) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    painted = true;
    maybeStartIdleIslands();
  }).observe({ type: "paint", buffered: true });
}
addEventListener("load", () => {
  loaded = true;
  maybeStartIdleIslands();
});`;

/** The part of the shell's script that starts the app on first use (root.tsx), inside its function. */
const appOnFirstUse = (appScriptsId: string): string => `const appScriptsId = ${JSON.stringify(appScriptsId)};
// React Router hands the page's data to the app in scripts after the page's content, which run as the
// page is parsed and feed the stream its boot script made (window.__reactRouterContext). Until the
// app starts, that data is kept here, and given to the app's own stream once its boot script has run.
const handoff = { chunks: [], closed: false };
const keptHandoff = { enqueue: (chunk) => handoff.chunks.push(chunk), close: () => (handoff.closed = true) };
window.__reactRouterContext = { streamController: keptHandoff };
let appStarted = false;
const startApp = () => {
  const holder = document.getElementById(appScriptsId);
  if (appStarted || !holder) return;
  appStarted = true;
  // Parsed inert (a template runs no script), then each element copied so that it runs.
  const template = document.createElement("template");
  template.innerHTML = holder.textContent;
  const copyOf = (node) => {
    const copy = document.createElement(node.localName);
    for (const { name, value } of node.attributes) copy.setAttribute(name, value);
    copy.textContent = node.textContent;
    return copy;
  };
  const nodes = [...template.content.children];
  const scripts = nodes.filter((node) => node.localName === "script");
  // The whole stylesheet (the page's own style has only the rules its markup uses) and the module
  // preloads start loading now; the scripts run once the stylesheet is there (or failed), so that
  // nothing the app renders is ever drawn without its rules.
  const stylesheets = [];
  for (const node of nodes) {
    if (node.localName === "script") continue;
    const copy = copyOf(node);
    if (node.localName === "link" && node.getAttribute("rel") === "stylesheet") {
      stylesheets.push(
        new Promise((settle) => {
          copy.addEventListener("load", settle);
          copy.addEventListener("error", settle);
        }),
      );
    }
    document.head.append(copy);
  }
  const runScripts = () => {
    for (const node of scripts) document.body.append(copyOf(node));
    const controller = window.__reactRouterContext?.streamController;
    if (!controller || controller === keptHandoff) return;
    handoff.chunks.forEach((chunk) => controller.enqueue(chunk));
    if (handoff.closed) controller.close();
  };
  if (stylesheets.length) Promise.all(stylesheets).then(runScripts);
  else runScripts();
};
const appWaiting = () => !document.documentElement.hasAttribute("data-hydrated");
const appHydrated = new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    resolve();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
});
for (const type of ["pointerdown", "focusin", "keydown"]) {
  document.addEventListener(type, () => {
    if (appWaiting()) startApp();
  }, true);
}
document.addEventListener("submit", (event) => {
  if (!appWaiting() || islandOf(event.target)) return;
  event.preventDefault();
  const form = event.target;
  const submitter = event.submitter;
  startApp();
  appHydrated.then(() => (submitter ? submitter.click() : form.requestSubmit()));
}, true);
document.addEventListener("click", (event) => {
  const button = event.target instanceof Element && event.target.closest("button[type=button]:not([popovertarget], [commandfor])");
  if (!button || !appWaiting() || islandOf(button)) return;
  startApp();
  appHydrated.then(() => button.click());
}, true);`;

/**
 * What the shell of every page does before, and without, the page's JavaScript bundle: a small
 * classic script in the head (theme-head.tsx renders it after the theme script, with the build's
 * marker, so its text is allowed by hash). Listeners are on the document, so they work while the
 * body is still being parsed:
 * - the top bar says when the page is scrolled past the threshold (data-scrolled, styled in app.css);
 * - "/" and Ctrl/Cmd+K open the search (app/shell/search-shortcut.ts, its code written in here);
 * - the menu keeps Tab inside it (focus-trap.ts, its code written in here), closes when an entry is
 *   chosen (its link navigates; the menu must not stay over the new page), and when its Search is
 *   chosen it closes and hands focus to the top bar's search button first, so focus comes back
 *   there after the search (the menu's button is gone);
 * - the search's code is loaded when the search first opens, and started on its dialog; if it
 *   cannot load, the search says so and tries again when next opened;
 * - on a page with islands (and only there: other pages' script leaves this code out), islands
 *   (app/islands/island.ts): an element marked `data-island="<name>"` gets its code when
 *   the visitor first reaches for it (pointer down or focus inside it; with `data-island-idle`, also
 *   once the browser is idle after the page has loaded and painted), and the module's `start` is called on it once.
 *   Until then a form's submit or a click on a `type="button"` or an in-page link inside it waits for the code and is then
 *   replayed (not a button the browser acts on by itself: popovertarget, commandfor), so the first
 *   tap is never lost; a submit whose code cannot load is sent as the form
 *   says (a GET the server answers), a click is dropped with the error logged;
 * - on a page that starts the app on first use (and only there: other pages' script leaves this code
 *   out), the app's scripts wait as the text of a noscript
 *   (root.tsx): the first pointer down, focus or key press in the page starts them (copies of
 *   their elements, since scripts parsed from markup never run; they run once the whole stylesheet
 *   kept with them has loaded, as the page's own style has only its markup's rules), and a click on a button or a submit that came before the app
 *   has hydrated (html[data-hydrated], set by the root route) is replayed once it has.
 * - a hash that changes on the page to name an element inside an accordion (details sharing a
 *   `name`: SPEC §2's contact cards) scrolls to it again after SPEC's 300 ms: the browser opens
 *   that card and scrolls at once, while the card it closes still holds its height above, so
 *   the first scroll lands past the card (on arrival no other card is open);
 * - an image that fails inside an element marked `data-image-fallback` marks that element
 *   `data-image-failed`, where CSS shows the fallback (SPEC §8): heard from the head, so no failure
 *   comes before the listener, whatever the page's scripts.
 * A function, so the browser bundle, which never needs the text, leaves it out.
 */
export const shellScript = ({
  menuId,
  searchId,
  searchTriggerId,
  islands,
  searchIsland,
  page,
  hashScrollDelayMs,
  hashId,
}: ShellScriptOptions): string => `(() => {
const threshold = ${TOP_BAR_SCROLL_THRESHOLD};
const menuId = ${JSON.stringify(menuId)};
const searchId = ${JSON.stringify(searchId)};
const searchTriggerId = ${JSON.stringify(searchTriggerId)};
const islandPrefix = ${JSON.stringify(islands.prefix)};
const islandSuffix = ${JSON.stringify(islands.suffix)};
const hashScrollDelay = ${hashScrollDelayMs};
const isSearchShortcut = ${isSearchShortcut.toString()};
const wrapTabFocus = ${wrapTabFocus.toString()};
const hashId = ${hashId.toString()};
const menuOf = (target) => (target instanceof Element ? target.closest("dialog#" + menuId) : null);
document.addEventListener("keydown", (event) => {
  const menu = menuOf(event.target);
  if (menu) wrapTabFocus(event, menu);
});
document.addEventListener("click", (event) => {
  const menu = menuOf(event.target);
  if (!menu) return;
  const chosen = event.target.closest("a[href], button[commandfor='" + searchId + "']");
  if (!chosen) return;
  menu.close();
  if (chosen instanceof HTMLButtonElement) document.getElementById(searchTriggerId)?.focus();
});
const markScrolled = () => {
  const bar = document.querySelector('[data-slot="top-bar"]');
  if (bar) bar.setAttribute("data-scrolled", String(scrollY > threshold));
};
addEventListener("scroll", markScrolled, { passive: true });
// Reading scrollY needs layout: read in the first frame, where the paint needs that layout anyway,
// not in a task of its own before it (a page opened already scrolled).
document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(markScrolled));
const inTextField = (target) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
document.addEventListener("keydown", (event) => {
  if (document.querySelector("dialog[open]")) return;
  const { key, ctrlKey, metaKey, altKey } = event;
  if (!isSearchShortcut({ key, ctrlKey, metaKey, altKey, inTextField: inTextField(event.target) })) return;
  const dialog = document.getElementById(searchId);
  if (!dialog) return;
  event.preventDefault();
  dialog.showModal();
});
addEventListener("hashchange", () => {
  const id = hashId(location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target || !target.closest("details[name]")) return;
  setTimeout(() => target.scrollIntoView({ block: "start" }), hashScrollDelay);
});
// An error event does not bubble: heard on its way down.
document.addEventListener("error", (event) => {
  const image = event.target;
  if (image instanceof HTMLImageElement) image.closest("[data-image-fallback]")?.setAttribute("data-image-failed", "");
}, true);
let started = false;
// A dialog's toggle event does not bubble: heard on its way down.
document.addEventListener("toggle", (event) => {
  const dialog = event.target;
  if (started || event.newState !== "open" || !(dialog instanceof HTMLDialogElement) || dialog.id !== searchId) return;
  started = true;
  import(islandPrefix + ${JSON.stringify(searchIsland)} + islandSuffix).then(
    (search) => search.startSearch(dialog),
    (error) => {
      started = false;
      console.error("The search could not load.", error);
      const status = document.getElementById(${JSON.stringify(SEARCH_STATUS_ID)});
      if (status) status.textContent = ${JSON.stringify(SEARCH_UNAVAILABLE)};
    },
  );
}, true);
${page.islands ? islandsOnFirstUse : ""}
${page.islands && page.appScriptsId !== undefined ? appOnFirstUse(page.appScriptsId) : ""}
})();`;
