import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { talks } from "#content/talks.ts";
import { TALK_LANGUAGES, TALK_TOPICS } from "#model/content/talk.ts";
import { emptyTalkFilter, filterTalks, initialTalkFilter, talkFilterFromQuery } from "#model/content/talk-filter.ts";
import { InsightsTalks } from "./insights-screen";

// What the server draws for a filter (the island that filters in place is tested in app/islands/talk-filter.test.tsx).
// Role queries over sixteen cards take longer than Vitest's 5 s default on a busy machine.
describe("Insights talks as drawn for a filter (SPEC §2 Insights, §4 'Talks filter')", { timeout: 20_000 }, () => {
  it("draws every talk for the starting filter, with every chip ticked, as an island loaded also when idle", () => {
    const { container } = render(<InsightsTalks talks={talks} applied={initialTalkFilter} sectionId="talks" />);
    expect(within(screen.getByRole("list", { name: "Talks" })).getAllByRole("listitem")).toHaveLength(talks.length);
    expect(screen.getByText(`Showing ${talks.length} of ${talks.length} talks`)).toHaveAttribute("role", "status");
    const boxes = Array.from(container.querySelectorAll<HTMLInputElement>("input[type=checkbox]"));
    expect(boxes.map((box) => box.value)).toEqual([...TALK_LANGUAGES, ...TALK_TOPICS]);
    expect(boxes.every((box) => box.defaultChecked)).toBe(true);
    const root = container.querySelector("[data-island=talk-filter]");
    expect(root).toHaveAttribute("data-island-idle");
    expect(screen.queryByRole("heading", { name: "No insights found" })).not.toBeInTheDocument();
    expect(container.querySelector("[data-slot=talk-grid-status]")).toBeEmptyDOMElement();
  });

  it("draws the talks a filter leaves out hidden, each card saying its language and topics", () => {
    const filter = { languages: ["Indonesian"] as const, topics: initialTalkFilter.topics };
    const { container } = render(<InsightsTalks talks={talks} applied={filter} sectionId="talks" />);
    const shown = filterTalks(talks, filter);
    expect(within(screen.getByRole("list", { name: "Talks" })).getAllByRole("listitem")).toHaveLength(shown.length);
    expect(container.querySelectorAll("[data-slot=talk-card]")).toHaveLength(talks.length);
    expect(container.querySelector("[data-slot=talk-card]:not([hidden])")).toHaveAttribute(
      "data-language",
      "Indonesian",
    );
    expect(JSON.parse(container.querySelector("[data-slot=talk-card]")?.getAttribute("data-topics") ?? "")).toEqual(
      talks[0]?.topics,
    );
    expect(screen.getByText(`Showing ${shown.length} of ${talks.length} talks`)).toBeInTheDocument();
    expect((screen.getByRole("checkbox", { name: "English", hidden: true }) as HTMLInputElement).defaultChecked).toBe(
      false,
    );
  });

  it("draws the empty state with its texts in the live region when nothing matches", () => {
    const { container } = render(<InsightsTalks talks={talks} applied={emptyTalkFilter} sectionId="talks" />);
    expect(screen.queryByRole("list", { name: "Talks" })).not.toBeInTheDocument();
    const region = container.querySelector("[data-slot=talk-grid-status]");
    expect(region).toHaveTextContent("No insights found");
    expect(region).toHaveTextContent("Try adjusting your filters or search terms");
    const clearAll = screen.getByRole("button", { name: "Clear all filters" });
    expect(clearAll).toBeVisible();
    // Without script it asks for the page with no filter, at the talks.
    expect(clearAll.closest("form")).toHaveAttribute("action", "/insights#talks");
  });

  it("sends the filter as a GET form to /insights, at the talks: one field per ticked chip, and `applied` (model/content/talk-filter.ts)", () => {
    const { container } = render(
      <InsightsTalks talks={talks} applied={{ languages: ["English"], topics: [] }} sectionId="talks" />,
    );
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/insights#talks");
    const sent = new URLSearchParams(new FormData(form ?? undefined) as unknown as Record<string, string>);
    expect(sent.toString()).toBe("applied=1&language=English");
    expect(talkFilterFromQuery(sent)).toEqual({ languages: ["English"], topics: [] });
  });
});
