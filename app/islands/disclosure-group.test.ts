import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { start } from "./disclosure-group";
import { Disclosure } from "~/ui/disclosure";

// The arrow keys, Home and End between the cards of a group on a page that runs no app JavaScript
// (SPEC §2 Contact's cards): the group as pre-rendered, started as the shell's head script starts it.
function openGroup() {
  const card = (title: string) =>
    createElement(
      Disclosure.Root,
      { key: title },
      createElement(Disclosure.Trigger, null, title),
      createElement(Disclosure.Content, null, `${title} body`),
    );
  document.body.innerHTML = renderToStaticMarkup(
    createElement(
      Disclosure.Group,
      { exclusive: true, keysFromIsland: true },
      ["Hiring", "Brands", "Events"].map(card),
    ),
  );
  const group = document.querySelector<HTMLElement>("[data-disclosure-group]") as HTMLElement;
  const summary = (title: string) =>
    [...document.querySelectorAll("summary")].find((s) => s.textContent === title) as HTMLElement;
  const press = (key: string) =>
    (document.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
    );
  return { group, summary, press };
}

describe("the disclosure-group island", () => {
  it("is named on the group React pre-renders with keysFromIsland", () => {
    const { group } = openGroup();
    expect(group.dataset.island).toBe("disclosure-group");
  });

  it("moves focus between the triggers, wrapping, and cancels the keys' scrolling", () => {
    const { group, summary, press } = openGroup();
    start(group);
    summary("Hiring").focus();
    expect(press("ArrowDown")).toBe(false);
    expect(document.activeElement).toBe(summary("Brands"));
    press("End");
    expect(document.activeElement).toBe(summary("Events"));
    press("ArrowDown");
    expect(document.activeElement).toBe(summary("Hiring"));
    press("ArrowUp");
    expect(document.activeElement).toBe(summary("Events"));
    press("Home");
    expect(document.activeElement).toBe(summary("Hiring"));
    // Any other key keeps its own behaviour.
    expect(press("Enter")).toBe(true);
  });
});
