import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMPLEX_CONTENT_PLACEHOLDER } from "../../model/expandable-card";
import { ExpandableCard, ExpandableCardGroup, type ExpandableCardProps } from "./expandable-card";
import { Toaster } from "./toaster";

function trigger(name: string | RegExp) {
  return screen.getByRole("button", { name });
}

function contentOf(cardId: string) {
  return document.getElementById(cardId)?.querySelector("[data-slot=expandable-card-content]");
}

function ThreeCards(props: { showCollapseAll?: boolean; onValueChange?: (value: string) => void }) {
  return (
    <MemoryRouter>
      <ExpandableCardGroup {...props}>
        <ExpandableCard id="hiring" title="Hiring" description="We are **hiring**." />
        <ExpandableCard id="brands" title="Brands" description="Brand work." />
        <ExpandableCard id="events" title="Events" description="Talks." />
      </ExpandableCardGroup>
    </MemoryRouter>
  );
}

describe("ExpandableCardGroup (SPEC §4 expandable cards)", () => {
  it("opens none by default", () => {
    render(<ThreeCards />);
    for (const name of ["Hiring", "Brands", "Events"]) expect(trigger(name)).toHaveAttribute("aria-expanded", "false");
    expect(contentOf("hiring")).toHaveAttribute("data-state", "closed");
  });

  it("keeps only one card open: opening one closes the other", async () => {
    const user = userEvent.setup();
    render(<ThreeCards />);
    await user.click(trigger("Hiring"));
    expect(trigger("Hiring")).toHaveAttribute("aria-expanded", "true");
    expect(contentOf("hiring")).toHaveAttribute("data-state", "open");
    await user.click(trigger("Brands"));
    expect(trigger("Brands")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("Hiring")).toHaveAttribute("aria-expanded", "false");
    expect(contentOf("hiring")).toHaveAttribute("data-state", "closed");
  });

  it("closes the open card when it is clicked again", async () => {
    const user = userEvent.setup();
    render(<ThreeCards />);
    await user.click(trigger("Events"));
    await user.click(trigger("Events"));
    expect(trigger("Events")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes everything with 'Collapse all'", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ThreeCards showCollapseAll onValueChange={onValueChange} />);
    await user.click(trigger("Brands"));
    await user.click(screen.getByRole("button", { name: "Collapse all" }));
    for (const name of ["Hiring", "Brands", "Events"]) expect(trigger(name)).toHaveAttribute("aria-expanded", "false");
    expect(onValueChange.mock.calls).toEqual([["brands"], [""]]);
  });

  it("can be controlled from outside, e.g. by a hash link or a jump menu", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState("events");
      return (
        <>
          <button type="button" onClick={() => setOpen("hiring")}>
            Jump to hiring
          </button>
          <ExpandableCardGroup value={open} onValueChange={setOpen}>
            <ExpandableCard id="hiring" title="Hiring" />
            <ExpandableCard id="events" title="Events" />
          </ExpandableCardGroup>
        </>
      );
    }
    render(<Controlled />);
    expect(trigger("Events")).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Jump to hiring" }));
    expect(trigger("Hiring")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("Events")).toHaveAttribute("aria-expanded", "false");
  });

  it("does not open by itself when controlled and the owner ignores the change", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ExpandableCardGroup value="" onValueChange={onValueChange}>
        <ExpandableCard id="a" title="A" />
      </ExpandableCardGroup>,
    );
    await user.click(trigger("A"));
    expect(onValueChange).toHaveBeenCalledWith("a");
    expect(trigger("A")).toHaveAttribute("aria-expanded", "false");
  });

  it("works with the keyboard: arrows, Home and End move between cards; Enter and Space toggle", async () => {
    const user = userEvent.setup();
    render(<ThreeCards />);
    trigger("Hiring").focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger("Brands")).toHaveFocus();
    await user.keyboard("{End}");
    expect(trigger("Events")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(trigger("Hiring")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(trigger("Events")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(trigger("Hiring")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(trigger("Hiring")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(trigger("Hiring")).toHaveAttribute("aria-expanded", "false");
  });

  it("puts the card's button inside a heading and ties the content region to it", () => {
    render(
      <ExpandableCardGroup defaultValue="a">
        <ExpandableCard id="a" title="Alpha" headingLevel={2} description="Body" />
      </ExpandableCardGroup>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Alpha" })).toContainElement(trigger("Alpha"));
    const region = screen.getByRole("region", { name: "Alpha" });
    expect(trigger("Alpha")).toHaveAttribute("aria-controls", region.id);
  });

  it("refuses a card outside a group with a clear error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ExpandableCard id="x" title="Lonely" />)).toThrow(/inside an ExpandableCardGroup/);
  });
});

function renderOpen(props: ExpandableCardProps) {
  return render(
    <MemoryRouter>
      <Toaster />
      <ExpandableCardGroup defaultValue={props.id}>
        <ExpandableCard {...props} />
      </ExpandableCardGroup>
    </MemoryRouter>,
  );
}

describe("ExpandableCard content (SPEC §3 card fields)", () => {
  it("shows title, subtitle, emoji, tags and a markdown description", () => {
    renderOpen({
      id: "c",
      title: "Hiring / Consulting",
      subtitle: "Full-time roles and projects",
      emoji: "💼",
      tags: [{ text: "Remote", category: "industry" }, { text: "Research" }],
      description: "Read [my story](/experiences).",
    });
    expect(trigger(/Hiring \/ Consulting/)).toHaveTextContent("Full-time roles and projects");
    expect(trigger(/Hiring/).querySelector("[aria-hidden=true]")).toHaveTextContent("💼");
    const tags = screen.getByRole("list", { name: "Tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Remote", "Research"]);
    expect(screen.getByRole("link", { name: "my story" })).toHaveAttribute("href", "/experiences");
  });

  it("shows the period badge and logo of an experience card, and its description markup", () => {
    renderOpen({
      id: "job",
      variant: "experience",
      title: "Research Lead",
      subtitle: "Kopi Kita",
      logo: "/logo.svg",
      period: "2021 – now",
      description: "Led research.\n\n<<case:cs-a>>",
      caseStudies: { "cs-a": { title: "Case A", url: "https://n.example/a" } },
    });
    expect(trigger(/Research Lead/)).toHaveTextContent("2021 – now");
    expect(document.querySelector("#job img")).toHaveAttribute("src", "/logo.svg");
    expect(screen.getByRole("link", { name: /Case A/ })).toHaveAttribute("target", "_blank");
  });

  it("shows the note of a contact card", () => {
    renderOpen({ id: "m", variant: "contact", title: "Mentorship", note: "Slots open every quarter." });
    expect(screen.getByText("Slots open every quarter.")).toBeInTheDocument();
  });

  it("shows every kind of details entry, and the placeholder for unknown ones", () => {
    renderOpen({
      id: "d",
      title: "Details",
      details: [
        "Plain string entry",
        { type: "text", content: "Text object entry" },
        { type: "case-study", title: "Study", url: "https://n.example/s", thumbnail: "/s.svg" },
        { type: "image", content: "/pic.svg", alt: "A picture" },
        { type: "video", content: "Unknown with content" },
        { type: "chart" },
      ],
    });
    const list = document.querySelector("[data-slot=expandable-card-details]") as HTMLElement;
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent("Plain string entry");
    expect(items[1]).toHaveTextContent("Text object entry");
    expect(within(items[2] as HTMLElement).getByRole("link")).toHaveAttribute("href", "https://n.example/s");
    expect(within(items[3] as HTMLElement).getByRole("img", { name: "A picture" })).toHaveAttribute("src", "/pic.svg");
    expect(items[4]).toHaveTextContent("Unknown with content");
    expect(items[5]).toHaveTextContent(COMPLEX_CONTENT_PLACEHOLDER);
  });

  it("shows the e-mail address as a mail link and copies it with 'Copied email to clipboard!'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const onClick = vi.fn();
    renderOpen({
      id: "e",
      title: "Events",
      email: "events@a.example",
      actions: [{ label: "Copy email", copyEmail: true, onClick }],
    });
    expect(screen.getByRole("link", { name: "events@a.example" })).toHaveAttribute("href", "mailto:events@a.example");
    await user.click(screen.getByRole("button", { name: "Copy email" }));
    expect(writeText).toHaveBeenCalledWith("events@a.example");
    expect(onClick).toHaveBeenCalledOnce();
    expect(await screen.findByText("Copied email to clipboard!")).toBeInTheDocument();
  });

  it("renders link actions (external in a new tab, internal in the app) and click actions", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderOpen({
      id: "a",
      title: "Actions",
      actions: [
        { label: "Visit LinkedIn", href: "https://linkedin.example/in/me", external: true, variant: "primary" },
        { label: "Insights", href: "/insights" },
        { label: "Open notes", href: "/notes", external: true },
        { label: "Say hi", onClick },
      ],
    });
    const external = screen.getByRole("link", { name: "Visit LinkedIn" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Insights" })).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "Open notes" })).toHaveAttribute("target", "_blank");
    await user.click(screen.getByRole("button", { name: "Say hi" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe("sticky 'Collapse section' button (SPEC §9 thresholds)", () => {
  let height = 0;
  const observers: Array<() => void> = [];

  beforeEach(() => {
    height = 0;
    observers.length = 0;
    class FakeResizeObserver {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const report = () =>
          this.callback(
            [{ target, borderBoxSize: [{ blockSize: height, inlineSize: 300 }] } as unknown as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
        observers.push(report);
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
  });

  function renderTall(props: ExpandableCardProps, contentHeight: number) {
    height = contentHeight;
    renderOpen(props);
  }

  it.each([
    ["default", { id: "x", title: "X" }, 500],
    ["experience", { id: "x", title: "X", variant: "experience" }, 600],
    ["contact", { id: "x", title: "X", variant: "contact" }, 400],
    ["faq", { id: "x", title: "X", variant: "faq" }, 400],
  ] as const)("a %s card shows it above %i px, not at it", (_variant, props, threshold) => {
    renderTall(props as ExpandableCardProps, threshold);
    expect(screen.queryByRole("button", { name: "Collapse section" })).toBeNull();
    height = threshold + 1;
    act(() => observers.forEach((report) => report()));
    expect(screen.getByRole("button", { name: "Collapse section" })).toBeInTheDocument();
  });

  it("takes a page's own threshold (guide pages: 400 px)", () => {
    renderTall({ id: "x", title: "X", collapseThreshold: 400 }, 450);
    expect(screen.getByRole("button", { name: "Collapse section" })).toBeInTheDocument();
  });

  it("closes the card, scrolls back to it and focuses its button", async () => {
    const user = userEvent.setup();
    renderTall({ id: "x", title: "Long card" }, 900);
    await user.click(screen.getByRole("button", { name: "Collapse section" }));
    expect(trigger("Long card")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Long card")).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Collapse section" })).toBeNull();
  });
});
