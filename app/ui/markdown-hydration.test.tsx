import { act, fireEvent, render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markHydrationEnd, markHydrationStart } from "./hydration-phase";
import { Markdown } from "./markdown";
import { prerender } from "#tests/helpers/prerendered-page.ts";
import { markdownParses } from "#tests/helpers/test-markdown-parses.ts";

// The real react-markdown, counting how often it parses (markdownParses.count).
vi.mock("react-markdown", async () => (await import("#tests/helpers/test-markdown-parses.ts")).countedReactMarkdown());

const TEXT = "Brew **slowly**, then read [the templates](/solutions) or [the shop](https://shop.example).";

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Page({ text }: { text: string }) {
  return (
    <MemoryRouter initialEntries={["/guide"]}>
      <Where />
      <Routes>
        <Route path="*" element={<Markdown>{text}</Markdown>} />
      </Routes>
    </MemoryRouter>
  );
}

beforeEach(() => {
  markdownParses.count = 0;
});

afterEach(() => markHydrationEnd());

/** Pre-renders the page as the build does, then hydrates it as the browser does; the page and the pre-rendered Markdown. */
async function hydratePrerendered(text: string) {
  const page = prerender(<Page text={text} />);
  const prerendered = page.container.querySelector("[data-slot=markdown]")?.innerHTML;
  markdownParses.count = 0;
  markHydrationStart();
  const { root, errors } = await page.hydrate();
  expect(errors).toEqual([]);
  markHydrationEnd();
  return { container: page.container, root, prerendered };
}

describe("Markdown keeps its pre-rendered HTML while the page hydrates", () => {
  it("does not parse the text again and leaves the pre-rendered elements in place", async () => {
    const { container, prerendered } = await hydratePrerendered(TEXT);
    expect(markdownParses.count).toBe(0);
    const body = container.querySelector("[data-slot=markdown]");
    expect(body?.innerHTML).toBe(prerendered);
    expect(body?.querySelector("strong")?.textContent).toBe("slowly");
  });

  it("navigates in the app when a site link inside it is clicked, and leaves other links alone", async () => {
    const { container } = await hydratePrerendered(TEXT);
    // The address as the URL parser writes it (model/security/safe-links.ts), with the root path's slash.
    const external = container.querySelector<HTMLAnchorElement>('a[href="https://shop.example/"]');
    expect(external?.target).toBe("_blank");
    const site = container.querySelector<HTMLAnchorElement>('a[href="/solutions"]');
    if (!site) throw new Error("no site link");
    // Whether the app took each click over (the listener runs after React's, and stops jsdom's navigation).
    const takenOver: boolean[] = [];
    const record = (event: Event) => {
      takenOver.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    try {
      fireEvent.click(site, { ctrlKey: true });
      expect(container.querySelector("[data-testid=where]")?.textContent).toBe("/guide");
      act(() => {
        fireEvent.click(site);
      });
      expect(container.querySelector("[data-testid=where]")?.textContent).toBe("/solutions");
      expect(takenOver).toEqual([false, true]);
    } finally {
      document.removeEventListener("click", record);
    }
  });

  it("renders the text with React once it changes", async () => {
    const { container, root } = await hydratePrerendered(TEXT);
    act(() => root.render(<Page text="Now **fast**." />));
    expect(markdownParses.count).toBe(1);
    expect(container.querySelector("[data-slot=markdown] strong")?.textContent).toBe("fast");
    expect(container.querySelector('a[href="/solutions"]')).toBeNull();
  });

  it("renders the text when no pre-rendered HTML came with it (a page first rendered in the browser)", () => {
    markHydrationStart();
    const { container } = render(<Page text={TEXT} />);
    expect(container.querySelector("[data-slot=markdown] strong")?.textContent).toBe("slowly");
    expect(markdownParses.count).toBe(1);
  });
});
