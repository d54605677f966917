import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ExpandableCard, ExpandableCardGroup, type ExpandableCardProps, JobCard } from "./expandable-card";

/** The card whose heading has this name: a <details>. */
function card(name: string | RegExp): HTMLDetailsElement {
  const details = screen.getByRole("heading", { name }).closest("details");
  if (!details) throw new Error(`no card named ${String(name)}`);
  return details;
}

function trigger(name: string | RegExp): HTMLElement {
  return card(name).querySelector("summary") as HTMLElement;
}

function ThreeCards() {
  return (
    <MemoryRouter>
      <ExpandableCardGroup>
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

  it("can be controlled from outside, e.g. by a hash link or a jump menu", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState("events");
      return (
        <>
          <button type="button" onClick={() => setOpen("hiring")}>
            Jump to hiring
          </button>
          <ExpandableCardGroup>
            {["hiring", "events"].map((id) => (
              <ExpandableCard
                key={id}
                id={id}
                title={id === "hiring" ? "Hiring" : "Events"}
                open={open === id}
                onOpenChange={(now) => now && setOpen(id)}
              />
            ))}
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
        <ExpandableCard
          id="a"
          title="Alpha"
          subtitle="First"
          headingLevel={2}
          tags={[{ text: "Remote" }]}
          description="Body"
        />
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
      <ExpandableCardGroup>
        <ExpandableCard {...props} open />
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

  it("shows the period badge and logo of a job's card, and its description markup", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ExpandableCardGroup>
          <JobCard
            id="job"
            card={{
              role: "Research Lead",
              company: "Kopi Kita",
              logo: "/logo.svg",
              period: "2021 – now",
              tags: [],
              description: "Led research.\n\n<<case:cs-a>>",
            }}
            caseStudies={{ "cs-a": { title: "Case A", url: "https://n.example/a" } }}
          />
        </ExpandableCardGroup>
      </MemoryRouter>,
    );
    await user.click(trigger(/Research Lead/));
    expect(trigger(/Research Lead/)).toHaveTextContent("2021 – now");
    expect(card(/Research Lead/).querySelector("img")).toHaveAttribute("src", "/logo.svg");
    expect(screen.getByRole("link", { name: /Case A/ })).toHaveAttribute("target", "_blank");
  });

  it("shows the e-mail address as a mail link", () => {
    renderOpen({ id: "e", title: "Events", email: "events@a.example" });
    expect(screen.getByRole("link", { name: "events@a.example" })).toHaveAttribute("href", "mailto:events@a.example");
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
  ] as const)(
    "a %s card has it in the page, hidden, for the island to show above %i px",
    (_variant, props, threshold) => {
      renderOpen(props as ExpandableCardProps);
      expect(collapseRoot()).toHaveAttribute("hidden");
      expect(collapseRoot()).toHaveAttribute("data-island", "expandable-card");
      // Started when the browser is idle: the button can show before the visitor touches the card.
      expect(collapseRoot()).toHaveAttribute("data-island-idle");
      expect(collapseRoot()).toHaveAttribute("data-collapse-threshold", String(threshold));
      // The island measures this (app/islands/expandable-card.test.ts).
      expect(collapseRoot().closest("details")?.querySelector("[data-slot=expandable-card-body]")).not.toBeNull();
    },
  );

  it("takes a page's own threshold (guide pages: 400 px)", () => {
    renderOpen({ id: "x", title: "X", collapseThreshold: 400 });
    expect(collapseRoot()).toHaveAttribute("data-collapse-threshold", "400");
  });
});
