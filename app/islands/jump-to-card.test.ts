import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { start } from "./jump-to-card";

// SPEC §2 Experiences: a job chosen in the Jump-to menu opens and scrolls into view, also when the
// menu's own code cancels the link and scrolls by itself (the case the browser cannot see).
function page() {
  document.body.innerHTML = `
    <details id="card-a"><summary>A</summary><span id="job-a"></span><p>A's story</p></details>
    <details id="card-b"><summary>B</summary><span id="job-b"></span><p>B's story</p></details>
    <div data-island="jump-to-card">
      <nav><a href="#job-b">B</a><a href="#values">Values</a><a href="#job-%E0%A4%A">Broken</a></nav>
    </div>
    <section id="values"></section>`;
  const root = document.querySelector<HTMLElement>("[data-island]") as HTMLElement;
  start(root);
  const link = (name: string) =>
    [...root.querySelectorAll("a")].find((a) => a.textContent === name) as HTMLAnchorElement;
  const card = (id: string) => document.getElementById(id) as HTMLDetailsElement;
  return { root, link, card };
}

function clickCancelledByTheMenu(link: HTMLAnchorElement) {
  // The menu's handler, on the link itself: after the island's capture listener.
  link.addEventListener("click", (event) => event.preventDefault(), { once: true });
  link.click();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the jump-to-card island", () => {
  it("marks its root started", () => {
    expect(page().root).toHaveAttribute("data-island-started");
  });

  it("opens the card around the target of a link the menu cancels", () => {
    const { link, card } = page();
    clickCancelledByTheMenu(link("B"));
    expect(card("card-b").open).toBe(true);
    expect(card("card-a").open).toBe(false);
  });

  it("once the card has opened (300 ms), scrolls it to 80 px below the top when it is out of place", () => {
    const { link } = page();
    const anchor = document.getElementById("job-b") as HTMLElement;
    vi.spyOn(anchor, "getBoundingClientRect").mockReturnValue(new DOMRect(0, -500, 10, 10));
    clickCancelledByTheMenu(link("B"));
    vi.advanceTimersByTime(300);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });

    Object.defineProperty(window, "scrollY", { value: 2000, configurable: true });
    clickCancelledByTheMenu(link("B"));
    vi.advanceTimersByTime(320);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1420, behavior: "smooth" });
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("leaves a card that landed where a jump puts it", () => {
    const { link } = page();
    const anchor = document.getElementById("job-b") as HTMLElement;
    vi.spyOn(anchor, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 94, 10, 10));
    clickCancelledByTheMenu(link("B"));
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("leaves the scrolling to the browser when the link is followed as it is", () => {
    const { link, card } = page();
    const anchor = document.getElementById("job-b") as HTMLElement;
    vi.spyOn(anchor, "getBoundingClientRect").mockReturnValue(new DOMRect(0, -500, 10, 10));
    link("B").click();
    expect(card("card-b").open).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("does nothing for a link whose target is in no card, or a malformed one", () => {
    const { link, card } = page();
    clickCancelledByTheMenu(link("Values"));
    clickCancelledByTheMenu(link("Broken"));
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(card("card-a").open || card("card-b").open).toBe(false);
  });
});
