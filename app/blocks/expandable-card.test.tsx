import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMPLEX_CONTENT_PLACEHOLDER } from "../../model/expandable-card";
import { ExpandableCard, ExpandableCardGroup, type ExpandableCardProps } from "./expandable-card";
import { start as startCopyText } from "~/islands/copy-text";
import { start as startExpandableCard } from "~/islands/expandable-card";
import { dismissAllToasts } from "~/islands/toasts";
import { ToasterMarkup } from "~/ui/toaster";
import { stubPopoverApi } from "../../tests/helpers/popover-api";
import { newTabName } from "../../tests/helpers/new-tab-name";

// The toaster's region is a popover, which jsdom lacks.
let popovers: ReturnType<typeof stubPopoverApi>;
beforeEach(() => {
  popovers = stubPopoverApi();
});
afterEach(() => {
  dismissAllToasts();
  popovers.restore();
});

/** The card whose heading has this name: a <details>. */
function card(name: string | RegExp): HTMLDetailsElement {
  const details = screen.getByRole("heading", { name }).closest("details");
  if (!details) throw new Error(`no card named ${String(name)}`);
  return details;
}

function trigger(name: string | RegExp): HTMLElement {
  return card(name).querySelector("summary") as HTMLElement;
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
    for (const name of ["Hiring", "Brands", "Events"]) expect(card(name).open).toBe(false);
  });

  it("keeps only one card open: its cards share one details name, so the browser closes the others", () => {
    render(<ThreeCards />);
    const names = ["Hiring", "Brands", "Events"].map((name) => card(name).getAttribute("name"));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it("gives each group a name of its own", () => {
    render(
      <>
        <ThreeCards />
        <ExpandableCardGroup>
          <ExpandableCard id="other" title="Other" />
        </ExpandableCardGroup>
      </>,
    );
    expect(card("Other").getAttribute("name")).not.toBe(card("Hiring").getAttribute("name"));
  });

  it("opens and closes a card with its trigger", async () => {
    const user = userEvent.setup();
    render(<ThreeCards />);
    await user.click(trigger("Events"));
    expect(card("Events").open).toBe(true);
    await user.click(trigger("Events"));
    expect(card("Events").open).toBe(false);
  });

  it("closes everything with 'Collapse all' and reports it", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ThreeCards showCollapseAll onValueChange={onValueChange} />);
    await user.click(trigger("Brands"));
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("brands"));
    // Its code is the island expandable-card, as the shell's head script starts it on first reach.
    const collapseAll = screen.getByRole("button", { name: "Collapse all" });
    startExpandableCard(collapseAll.closest<HTMLElement>("[data-island=expandable-card]") as HTMLElement);
    await user.click(collapseAll);
    for (const name of ["Hiring", "Brands", "Events"]) expect(card(name).open).toBe(false);
    await waitFor(() => expect(onValueChange.mock.calls).toEqual([["brands"], [""]]));
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
    expect(card("Events").open).toBe(true);
    await user.click(screen.getByRole("button", { name: "Jump to hiring" }));
    expect(card("Hiring").open).toBe(true);
    expect(card("Events").open).toBe(false);
  });

  it("reports the card the browser opened even when the other card's closing arrives after it", async () => {
    const onValueChange = vi.fn();
    render(
      <ExpandableCardGroup value="a" onValueChange={onValueChange}>
        <ExpandableCard id="a" title="A" />
        <ExpandableCard id="b" title="B" />
      </ExpandableCardGroup>,
    );
    // The toggle event of the card open at first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // What the browser does for an exclusive group: the new card opens, the open one closes.
    act(() => {
      card("B").open = true;
      card("A").open = false;
    });
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("b"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onValueChange).not.toHaveBeenCalledWith("");
    expect(onValueChange).toHaveBeenLastCalledWith("b");
  });

  it("moves between cards with the arrow keys, Home and End", async () => {
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
  });

  it("puts the heading in the trigger, names the trigger by it alone and keeps the tags visible when closed", () => {
    render(
      <ExpandableCardGroup>
        <ExpandableCard id="a" title="Alpha" subtitle="First" headingLevel={2} tags={[{ text: "Remote" }]} description="Body" />
      </ExpandableCardGroup>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: /Alpha/ });
    expect(trigger(/Alpha/)).toContainElement(heading);
    expect(trigger(/Alpha/)).toHaveAttribute("aria-labelledby", heading.id);
    expect(trigger(/Alpha/)).toContainElement(screen.getByRole("list", { name: "Tags" }));
  });

  it("is a fragment target: '#id' names an element inside the card, so a link to it opens the card", () => {
    render(
      <ExpandableCardGroup>
        <ExpandableCard id="events" title="Events" />
      </ExpandableCardGroup>,
    );
    const target = document.getElementById("events");
    expect(target?.closest("details")).toBe(card("Events"));
    expect(target?.closest("summary")).toBeNull();
  });
});

function renderOpen(props: ExpandableCardProps) {
  return render(
    <MemoryRouter>
      <ToasterMarkup />
      <ExpandableCardGroup value={props.id}>
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
    expect(card(/Research Lead/).querySelector("img")).toHaveAttribute("src", "/logo.svg");
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
    renderOpen({
      id: "e",
      title: "Events",
      email: "events@a.example",
      actions: [{ label: "Copy email", copyEmail: true }],
    });
    expect(screen.getByRole("link", { name: "events@a.example" })).toHaveAttribute("href", "mailto:events@a.example");
    // The copy is the island copy-text's, on pages with or without React, started as the shell's head script does.
    const copy = document.querySelector<HTMLElement>("button[data-copy-text]") as HTMLElement;
    expect(copy).toHaveTextContent(/^Copy email/);
    startCopyText(copy.closest<HTMLElement>("[data-island=copy-text]") as HTMLElement);
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith("events@a.example");
    await waitFor(() => expect(copy).toHaveAttribute("data-state", "clicked"));
    expect(screen.getByRole("region", { name: "Notifications" })).toHaveTextContent("Copied email to clipboard!");
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
        // Not marked external, but a browser reads both as another host: it leaves the site, so in a new tab.
        { label: "Away", href: "//evil.example" },
        { label: "Away too", href: "/\\evil.example", external: false },
        { label: "Say hi", onClick },
      ],
    });
    const external = screen.getByRole("link", { name: newTabName("Visit LinkedIn") });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Insights" })).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: newTabName("Open notes") })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: newTabName("Open notes") })).toHaveAttribute("rel", "noopener noreferrer");
    for (const name of ["Away", "Away too"]) {
      const away = screen.getByRole("link", { name: newTabName(name) });
      expect(away).toHaveAttribute("href", "https://evil.example/");
      expect(away).toHaveAttribute("target", "_blank");
      expect(away).toHaveAttribute("rel", "noopener noreferrer");
    }
    await user.click(screen.getByRole("button", { name: "Say hi" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe("sticky 'Collapse section' button (SPEC §9 thresholds)", () => {
  /** The button's island root: in the page, hidden until the island has measured the body. */
  const collapseRoot = () =>
    screen.getByRole("button", { name: "Collapse section", hidden: true }).closest("[data-island]") as HTMLElement;

  it.each([
    ["default", { id: "x", title: "X" }, 500],
    ["experience", { id: "x", title: "X", variant: "experience" }, 600],
    ["contact", { id: "x", title: "X", variant: "contact" }, 400],
    ["faq", { id: "x", title: "X", variant: "faq" }, 400],
  ] as const)("a %s card has it in the page, hidden, for the island to show above %i px", (_variant, props, threshold) => {
    renderOpen(props as ExpandableCardProps);
    expect(collapseRoot()).toHaveAttribute("hidden");
    expect(collapseRoot()).toHaveAttribute("data-island", "expandable-card");
    // Started when the browser is idle: the button can show before the visitor touches the card.
    expect(collapseRoot()).toHaveAttribute("data-island-idle");
    expect(collapseRoot()).toHaveAttribute("data-collapse-threshold", String(threshold));
    // The island measures this (app/islands/expandable-card.test.ts).
    expect(collapseRoot().closest("details")?.querySelector("[data-slot=expandable-card-body]")).not.toBeNull();
  });

  it("takes a page's own threshold (guide pages: 400 px)", () => {
    renderOpen({ id: "x", title: "X", collapseThreshold: 400 });
    expect(collapseRoot()).toHaveAttribute("data-collapse-threshold", "400");
  });
});
