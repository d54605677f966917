import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMPLEX_CONTENT_PLACEHOLDER } from "#model/ui/expandable-card.ts";
import { newTabName } from "#tests/helpers/new-tab-name.ts";
import { stubPopoverApi } from "#tests/helpers/popover-api.ts";
import { CardActions, CardDetails, CardNote, CollapseAll } from "./expandable-card-extras";
import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";
import { start as startCopyText } from "~/islands/copy-text";
import { start as startExpandableCard } from "~/islands/expandable-card";
import { dismissAllToasts } from "~/islands/toasts";
import { ToasterMarkup } from "~/ui/toaster";

// The toaster's region is a popover, which jsdom lacks.
let popovers: ReturnType<typeof stubPopoverApi>;
beforeEach(() => {
  popovers = stubPopoverApi();
});
afterEach(() => {
  dismissAllToasts();
  popovers.restore();
});

function card(name: string): HTMLDetailsElement {
  return screen.getByRole("heading", { name }).closest("details") as HTMLDetailsElement;
}

/** A card of the showcase, open, with `children` composed into it as the demos do. */
function renderOpenCard(children: ReactNode, email?: string) {
  return render(
    <MemoryRouter>
      <ToasterMarkup />
      <ExpandableCardGroup>
        <ExpandableCard id="c" title="Card" email={email} open>
          {children}
        </ExpandableCard>
      </ExpandableCardGroup>
    </MemoryRouter>,
  );
}

describe("the expandable card's showcase-only parts (SPEC §3 card fields)", () => {
  it("shows a contact card's note", () => {
    renderOpenCard(<CardNote>Slots open every quarter.</CardNote>);
    expect(screen.getByText("Slots open every quarter.")).toBeInTheDocument();
  });

  it("shows every kind of details entry, and the placeholder for unknown ones", () => {
    renderOpenCard(
      <CardDetails
        entries={[
          "Plain string entry",
          { type: "text", content: "Text object entry" },
          { type: "case-study", title: "Study", url: "https://n.example/s", thumbnail: "/s.svg" },
          { type: "image", content: "/pic.svg", alt: "A picture" },
          { type: "video", content: "Unknown with content" },
          { type: "chart" },
        ]}
      />,
    );
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

  it("copies the card's address with 'Copied email to clipboard!'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderOpenCard(
      <CardActions actions={[{ label: "Copy email", copyEmail: "events@a.example" }]} />,
      "events@a.example",
    );
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
    renderOpenCard(
      <CardActions
        actions={[
          { label: "Visit LinkedIn", href: "https://linkedin.example/in/me", external: true, variant: "primary" },
          { label: "Insights", href: "/insights" },
          { label: "Open notes", href: "/notes", external: true },
          // Not marked external, but a browser reads both as another host: it leaves the site, so in a new tab.
          { label: "Away", href: "//evil.example" },
          { label: "Away too", href: "/\\evil.example", external: false },
          { label: "Say hi", onClick },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Insights" })).not.toHaveAttribute("target");
    for (const name of ["Visit LinkedIn", "Open notes", "Away", "Away too"]) {
      const link = screen.getByRole("link", { name: newTabName(name) });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    for (const name of ["Away", "Away too"]) {
      expect(screen.getByRole("link", { name: newTabName(name) })).toHaveAttribute("href", "https://evil.example/");
    }
    await user.click(screen.getByRole("button", { name: "Say hi" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("closes every card of its group with 'Collapse all'", async () => {
    const user = userEvent.setup();
    render(
      <ExpandableCardGroup>
        <CollapseAll />
        <ExpandableCard id="a" title="A" />
        <ExpandableCard id="b" title="B" />
      </ExpandableCardGroup>,
    );
    await user.click(card("B").querySelector("summary") as HTMLElement);
    expect(card("B").open).toBe(true);
    // Its code is the island expandable-card, as the shell's head script starts it on first reach.
    const collapseAll = screen.getByRole("button", { name: "Collapse all" });
    startExpandableCard(collapseAll.closest<HTMLElement>("[data-island=expandable-card]") as HTMLElement);
    await user.click(collapseAll);
    for (const name of ["A", "B"]) expect(card(name).open).toBe(false);
  });
});
