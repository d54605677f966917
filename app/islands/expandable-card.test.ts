import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { start } from "./expandable-card";
import { ExpandableCard, ExpandableCardGroup, type ExpandableCardProps } from "~/blocks/expandable-card";

// The island over the cards as the server renders them (app/blocks/expandable-card.tsx), started as
// the shell's head script starts it: SPEC §2 "Shared building blocks" (a sticky 'Collapse section'
// on long expanded content), §4 (collapse-all clears the open card), §9 (thresholds 400/500/600 px).

let height = 0;
const reports: Array<() => void> = [];

beforeEach(() => {
  height = 0;
  reports.length = 0;
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const report = () =>
        this.callback(
          [{ target, borderBoxSize: [{ blockSize: height, inlineSize: 300 }] } as unknown as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      reports.push(report);
      report();
    }
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

function openPage(cards: ExpandableCardProps[], { collapseAll = false } = {}) {
  // 'Collapse all' as the showcase draws it, first in the group (app/features/showcase/expandable-card-extras.tsx).
  document.body.innerHTML = renderToStaticMarkup(
    createElement(ExpandableCardGroup, {
      children: cards.map((props) => createElement(ExpandableCard, { key: props.id, ...props })),
    }),
  );
  if (collapseAll) {
    document
      .querySelector("[data-disclosure-group]")
      ?.insertAdjacentHTML(
        "afterbegin",
        '<div data-island="expandable-card"><button type="button">Collapse all</button></div>',
      );
  }
  const card = (id: string) => document.getElementById(id)?.closest("details") as HTMLDetailsElement;
  const collapseRoot = (id: string) => card(id).querySelector<HTMLElement>("[data-collapse-threshold]") as HTMLElement;
  return { card, collapseRoot };
}

/** The body grows or shrinks to `px`, as the browser reports it. */
function resize(px: number) {
  height = px;
  for (const report of reports) report();
}

describe("the expandable-card island", () => {
  it.each([
    ["default", {}, 500],
    ["experience", { variant: "experience" }, 600],
    ["contact", { variant: "contact" }, 400],
    ["faq", { variant: "faq" }, 400],
  ] as const)(
    "shows a %s card's 'Collapse section' while its body is taller than %i px, not at it",
    (_name, variant, threshold) => {
      const { card, collapseRoot } = openPage([{ id: "x", title: "X", ...variant } as ExpandableCardProps]);
      card("x").open = true;
      height = threshold;
      start(collapseRoot("x"));
      expect(collapseRoot("x").hidden).toBe(true);
      resize(threshold + 1);
      expect(collapseRoot("x").hidden).toBe(false);
      resize(threshold - 100);
      expect(collapseRoot("x").hidden).toBe(true);
    },
  );

  it("takes a page's own threshold (guide pages: 400 px)", () => {
    const { collapseRoot } = openPage([{ id: "x", title: "X", collapseThreshold: 400 }]);
    height = 450;
    start(collapseRoot("x"));
    expect(collapseRoot("x").hidden).toBe(false);
  });

  it("closes the card, focuses its trigger and scrolls back to it", () => {
    const { card, collapseRoot } = openPage([
      { id: "x", title: "Long card" },
      { id: "y", title: "Other" },
    ]);
    card("x").open = true;
    height = 900;
    start(collapseRoot("x"));
    collapseRoot("x").querySelector("button")?.click();
    expect(card("x").open).toBe(false);
    expect(document.activeElement).toBe(card("x").querySelector("summary"));
    expect(card("x").scrollIntoView).toHaveBeenCalledWith({ block: "start" });
  });

  it("'Collapse all' closes every card of its group", () => {
    const { card } = openPage(
      [
        { id: "x", title: "X" },
        { id: "y", title: "Y" },
      ],
      { collapseAll: true },
    );
    card("x").open = true;
    card("y").open = true;
    const root = document.querySelector<HTMLElement>("[data-island=expandable-card]:not([data-collapse-threshold])");
    if (!root) throw new Error("no collapse-all");
    start(root);
    root.querySelector("button")?.click();
    expect(card("x").open).toBe(false);
    expect(card("y").open).toBe(false);
  });
});
