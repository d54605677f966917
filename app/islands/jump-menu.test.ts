import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubPopoverApi } from "#tests/helpers/popover-api.ts";
import { start } from "./jump-menu";
import { type JumpMenuEntry, JumpMenu } from "~/ui/jump-menu";

// The island over the menu as the server renders it (app/ui/jump-menu.tsx), started as the shell's
// head script starts it: SPEC §4 "Jump-to menu" (the active section follows scrolling with the
// observer's margin -20% top, -70% bottom and threshold 0.1; sub-sections expand), §2 ('Back to top').

/** A stand-in IntersectionObserver that records its options; the test says when a heading crossed the band. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  takeRecords() {
    return [];
  }
  fire() {
    this.callback([], this as unknown as IntersectionObserver);
  }
}

const entries: JumpMenuEntry[] = [
  {
    id: "basics",
    label: "Basics",
    subItems: [
      { id: "aspect", label: "Aspect ratio" },
      { id: "position", label: "Object position" },
    ],
  },
  { id: "loading", label: "Loading" },
];

let popovers: ReturnType<typeof stubPopoverApi>;
let scrollTo: ReturnType<typeof vi.fn>;
let smallScreen = false;

beforeEach(() => {
  FakeObserver.instances = [];
  popovers = stubPopoverApi();
  smallScreen = false;
  vi.stubGlobal("innerHeight", 800);
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("48rem") && smallScreen, media: query }));
});

afterEach(() => {
  popovers.restore();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

function openPage(placement: "floating" | "inline" = "floating") {
  document.body.innerHTML = `<main id="top" tabindex="-1">
  <section id="basics"><h2>Basics</h2>
    <section id="aspect"><h3>Aspect</h3></section>
    <section id="position"><h3>Position</h3></section>
  </section>
  <section id="loading"><h2>Loading</h2></section>
</main>${renderToStaticMarkup(createElement(JumpMenu, { entries, topTargetId: "top", placement }))}`;
  const root = document.querySelector<HTMLElement>("[data-island=jump-menu]") as HTMLElement;
  const panel = root.querySelector<HTMLElement>("[data-slot=jump-menu-panel]") as HTMLElement;
  const link = (name: string) =>
    [...panel.querySelectorAll("a")].find((a) => a.textContent === name) as HTMLAnchorElement;
  const group = root.querySelector<HTMLDetailsElement>("[data-slot=jump-menu-group]") as HTMLDetailsElement;
  const current = root.querySelector("[data-slot=jump-menu-current]") as HTMLElement;
  const highlighted = () => [...panel.querySelectorAll('[aria-current="location"]')].map((a) => a.textContent);
  return { root, panel, link, group, current, highlighted };
}

/** Puts each section's heading at a distance from the top of an 800 px window. */
function placeHeadings(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const heading = document.getElementById(id)?.querySelector("h2, h3");
    if (!heading) throw new Error(`no heading in #${id}`);
    vi.spyOn(heading, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
  }
}

function observer(): FakeObserver {
  const last = FakeObserver.instances.at(-1);
  if (!last) throw new Error("no observer");
  return last;
}

describe("the jump-menu island", () => {
  it("watches the heading of every entry and sub-entry with margin -20% top / -70% bottom and threshold 0.1", () => {
    const { root } = openPage();
    start(root);
    expect(observer().options).toEqual({ rootMargin: "-20% 0px -70% 0px", threshold: 0.1 });
    expect(observer().observed.map((element) => element.textContent)).toEqual([
      "Basics",
      "Aspect",
      "Position",
      "Loading",
    ]);
    expect(observer().observed.map((element) => element.closest("section")?.id)).toEqual([
      "basics",
      "aspect",
      "position",
      "loading",
    ]);
  });

  it("watches and measures a card, not its anchor, when the anchor sits in the card beside its summary", () => {
    const { root, highlighted } = openPage();
    // A job card's anchor (app/ui/expandable-card.tsx): in content a closed card does not lay out.
    const loading = document.getElementById("loading") as HTMLElement;
    loading.insertAdjacentHTML(
      "beforeend",
      '<details><summary>Job</summary><span id="job"></span><p>Body</p></details>',
    );
    const panel = root.querySelector("[data-slot=jump-menu-panel] ul") as HTMLElement;
    panel.insertAdjacentHTML("beforeend", '<li><a href="#job" data-slot="jump-menu-entry">Job</a></li>');
    const card = loading.querySelector("details") as HTMLDetailsElement;
    const anchor = document.getElementById("job") as HTMLElement;
    const measuredAnchor = vi.spyOn(anchor, "getBoundingClientRect");
    start(root);
    expect(observer().observed).toContain(card);
    expect(observer().observed).not.toContain(anchor);
    placeHeadings({ basics: -1400, aspect: -1100, position: -600, loading: -300 });
    vi.spyOn(card, "getBoundingClientRect").mockReturnValue({ top: 100 } as DOMRect);
    observer().fire();
    expect(highlighted()).toEqual(["Job"]);
    expect(measuredAnchor).not.toHaveBeenCalled();
  });

  it("highlights the section being read as the page scrolls, opens its group and names it on the toggle", () => {
    const { root, link, group, current, highlighted } = openPage();
    start(root);
    expect(group.open).toBe(false);

    // The band ends 30% down the 800 px window, at 240 px.
    placeHeadings({ basics: -600, aspect: -300, position: 200, loading: 900 });
    observer().fire();
    expect(highlighted()).toEqual(["Object position"]);
    expect(group.open).toBe(true);
    expect(link("Basics").hasAttribute("data-active-parent")).toBe(true);
    expect(current.getAttribute("data-current")).toBe("Object position");

    // Closed by the reader while still in the group, it stays closed.
    group.open = false;
    placeHeadings({ basics: -700, aspect: -400, position: 100, loading: 800 });
    observer().fire();
    expect(group.open).toBe(false);

    placeHeadings({ basics: -1400, aspect: -1100, position: -600, loading: 100 });
    observer().fire();
    expect(highlighted()).toEqual(["Loading"]);
    expect(link("Basics").hasAttribute("data-active-parent")).toBe(false);

    // A long section stays active while its heading is far above.
    placeHeadings({ basics: -3400, aspect: -3100, position: -2600, loading: -2000 });
    observer().fire();
    expect(highlighted()).toEqual(["Loading"]);
    // Back up again, at the end of a fast scroll that no heading crossed the band in: the group opens again.
    placeHeadings({ basics: -600, aspect: 150, position: 700, loading: 1400 });
    window.dispatchEvent(new Event("scrollend"));
    expect(highlighted()).toEqual(["Aspect ratio"]);
    expect(group.open).toBe(true);
    // Top of the page: nothing is highlighted, the toggle names nothing.
    placeHeadings({ basics: 400, aspect: 900, position: 1400, loading: 2000 });
    observer().fire();
    expect(highlighted()).toEqual([]);
    expect(current.hasAttribute("data-current")).toBe(false);
  });

  it("a jump is the browser's link: highlighted at once, its section made focusable so the browser focuses it", () => {
    const { root, link, highlighted } = openPage();
    start(root);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link("Loading").dispatchEvent(click);
    // Not taken over: the browser scrolls (80 px down by the section's scroll margin) and focuses.
    expect(click.defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.getElementById("loading")).toHaveAttribute("tabindex", "-1");
    expect(highlighted()).toEqual(["Loading"]);
  });

  it("closes the floating panel after a jump on a small screen, not on a large one", () => {
    const { root, panel, link } = openPage();
    start(root);
    panel.showPopover();
    link("Loading").click();
    expect(popovers.isShown(panel)).toBe(true);
    smallScreen = true;
    link("Aspect ratio").click();
    expect(popovers.isShown(panel)).toBe(false);
  });

  it("'Back to top' scrolls to the top (smoothly by the page's CSS) and focuses the page start", () => {
    const { root } = openPage();
    start(root);
    root.querySelector<HTMLButtonElement>("[data-slot=jump-menu-top]")?.click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(document.activeElement).toBe(document.getElementById("top"));
  });

  it("works inline too (documentation), where there is no popover to close", () => {
    const { root, link, highlighted } = openPage("inline");
    start(root);
    smallScreen = true;
    link("Loading").click();
    expect(highlighted()).toEqual(["Loading"]);
    expect(popovers.hidePopover).not.toHaveBeenCalled();
  });
});
