import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ControlledFromOutside, toggleFromOutside } from "#tests/helpers/controlled-from-outside.tsx";
import { prerender } from "#tests/helpers/prerendered-page.ts";
import { MemoryRouter } from "react-router";
import { Disclosure, openDisclosureAround, useHashDisclosure } from "./disclosure";

function Three({ exclusive = true }: { exclusive?: boolean }) {
  return (
    <Disclosure.Group exclusive={exclusive}>
      {["One", "Two", "Three"].map((label) => (
        <Disclosure.Root key={label}>
          <Disclosure.Trigger>{label}</Disclosure.Trigger>
          <Disclosure.Content>{`${label} body`}</Disclosure.Content>
        </Disclosure.Root>
      ))}
    </Disclosure.Group>
  );
}

function details(label: string): HTMLDetailsElement {
  return screen.getByText(label).closest("details") as HTMLDetailsElement;
}

describe("Disclosure", () => {
  it("is a details element whose summary opens and closes it", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Disclosure.Root onOpenChange={onOpenChange}>
        <Disclosure.Trigger>Question</Disclosure.Trigger>
        <Disclosure.Content>Answer</Disclosure.Content>
      </Disclosure.Root>,
    );
    expect(screen.getByText("Question").tagName).toBe("SUMMARY");
    expect(details("Question").open).toBe(false);
    await user.click(screen.getByText("Question"));
    expect(details("Question").open).toBe(true);
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByText("Question"));
    expect(details("Question").open).toBe(false);
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  });

  it("pre-renders the details, summary and content, open only when asked", () => {
    const html = renderToString(
      <>
        <Disclosure.Root>
          <Disclosure.Trigger>Closed</Disclosure.Trigger>
          <Disclosure.Content>Hidden words</Disclosure.Content>
        </Disclosure.Root>
        <Disclosure.Root defaultOpen>
          <Disclosure.Trigger>Open</Disclosure.Trigger>
          <Disclosure.Content>Shown words</Disclosure.Content>
        </Disclosure.Root>
      </>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const [closed, open] = [...container.querySelectorAll("details")];
    expect(closed?.open).toBe(false);
    expect(closed?.textContent).toContain("Hidden words");
    expect(open?.open).toBe(true);
  });

  it("shares one name in an exclusive group, a different one per group, and none otherwise", () => {
    render(
      <>
        <Three />
        <Disclosure.Group exclusive>
          <Disclosure.Root>
            <Disclosure.Trigger>Other</Disclosure.Trigger>
          </Disclosure.Root>
        </Disclosure.Group>
        <Disclosure.Group>
          <Disclosure.Root>
            <Disclosure.Trigger>Free</Disclosure.Trigger>
          </Disclosure.Root>
        </Disclosure.Group>
      </>,
    );
    const name = details("One").getAttribute("name");
    expect(name).toBeTruthy();
    expect(details("Two").getAttribute("name")).toBe(name);
    expect(details("Three").getAttribute("name")).toBe(name);
    expect(details("Other").getAttribute("name")).not.toBe(name);
    expect(details("Free")).not.toHaveAttribute("name");
  });

  it("follows its owner when controlled", async () => {
    const user = userEvent.setup();
    render(
      <ControlledFromOutside>
        {(open, setOpen) => (
          <>
            <span>{open ? "state open" : "state closed"}</span>
            <Disclosure.Root open={open} onOpenChange={setOpen}>
              <Disclosure.Trigger>Part</Disclosure.Trigger>
            </Disclosure.Root>
          </>
        )}
      </ControlledFromOutside>,
    );
    await toggleFromOutside(user);
    expect(details("Part").open).toBe(true);
    await user.click(screen.getByText("Part"));
    expect(details("Part").open).toBe(false);
    expect(await screen.findByText("state closed")).toBeInTheDocument();
  });

  it("moves focus between the triggers of its group with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<Three exclusive={false} />);
    screen.getByText("One").focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByText("Two")).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByText("Three")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByText("One")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByText("Three")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByText("One")).toHaveFocus();
  });

  it("keeps open what the visitor opened before hydration", async () => {
    const { container, hydrate } = prerender(
      <>
        <Three />
        <Disclosure.Root defaultOpen>
          <Disclosure.Trigger>Open at first</Disclosure.Trigger>
        </Disclosure.Root>
      </>,
    );
    const [two, openAtFirst] = [container.querySelectorAll("details")[1], container.querySelectorAll("details")[3]];
    if (!two || !openAtFirst) throw new Error("missing details");
    two.open = true;
    openAtFirst.open = false;
    expect((await hydrate()).errors).toEqual([]);
    expect(two.open).toBe(true);
    expect(openAtFirst.open).toBe(false);
  });

  it("tells a controlled owner what the visitor opened before hydration", async () => {
    const onOpenChange = vi.fn();
    const { container, hydrate } = prerender(
      <Disclosure.Root open={false} onOpenChange={onOpenChange}>
        <Disclosure.Trigger>Early</Disclosure.Trigger>
      </Disclosure.Root>,
    );
    const early = container.querySelector("details") as HTMLDetailsElement;
    early.open = true;
    expect((await hydrate()).errors).toEqual([]);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(early.open).toBe(true);
  });

  it("opens the disclosures around an element, for navigation the browser does not see", () => {
    render(
      <Disclosure.Root>
        <Disclosure.Trigger>Outer</Disclosure.Trigger>
        <Disclosure.Root>
          <Disclosure.Trigger>Inner</Disclosure.Trigger>
          <Disclosure.Anchor id="deep" />
        </Disclosure.Root>
      </Disclosure.Root>,
    );
    expect(openDisclosureAround("deep")).toBe(document.getElementById("deep"));
    expect(details("Outer").open).toBe(true);
    expect(details("Inner").open).toBe(true);
    expect(openDisclosureAround("nowhere")).toBeNull();
  });

  it("opens the card a URL hash names at once, and scrolls to it after 300 ms (SPEC §9)", () => {
    vi.useFakeTimers();
    const scrolled: string[] = [];
    // jsdom has no scrollIntoView: the hook's scroll is recorded instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    function Cards() {
      useHashDisclosure(["hiring", "events"]);
      return ["hiring", "events"].map((id) => (
        <Disclosure.Root key={id}>
          <Disclosure.Trigger>{id}</Disclosure.Trigger>
          <Disclosure.Anchor id={id} />
        </Disclosure.Root>
      ));
    }
    try {
      render(
        <MemoryRouter initialEntries={["/contact#events"]}>
          <Cards />
        </MemoryRouter>,
      );
      expect(details("events").open).toBe(true);
      expect(details("hiring").open).toBe(false);
      act(() => vi.advanceTimersByTime(299));
      expect(scrolled).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(scrolled).toEqual(["events"]);
    } finally {
      vi.useRealTimers();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
