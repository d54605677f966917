import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FilterGroup, FilterForm, FilterTrigger, formSelection, untickAll } from "./filter-panel";

const groups: FilterGroup[] = [
  { id: "type", label: "Type", options: [{ value: "Google Docs" }, { value: "Notion", emoji: "📓" }] },
  { id: "topic", label: "Topic", options: [{ value: "Research" }, { value: "Career" }] },
];

describe("FilterForm", () => {
  it("is a GET form of checkbox chips named by group, with the 'N of M' count, 'Clear' and 'Apply Filters'", () => {
    const { container } = render(
      <FilterForm
        action="/solutions#store"
        groups={groups}
        selection={{ type: ["Notion"] }}
        count={{ shown: 3, total: 9, noun: "templates" }}
      />,
    );
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/solutions#store");
    expect(screen.getByRole("status")).toHaveTextContent("3 of 9 templates");
    const type = screen.getByRole("group", { name: "Type" });
    expect(within(type).getByRole("checkbox", { name: /Notion/ })).toBeChecked();
    expect(within(type).getByRole("checkbox", { name: "Google Docs" })).not.toBeChecked();
    expect(within(type).getByRole("checkbox", { name: /Notion/ })).toHaveAttribute("name", "type");
    expect(within(screen.getByRole("group", { name: "Topic" })).getAllByRole("checkbox")).toHaveLength(2);
    // Without script, Clear sends a form of its own with no chip in it: the page with none ticked.
    const clear = screen.getByRole<HTMLButtonElement>("button", { name: "Clear" });
    expect(clear).toHaveAttribute("type", "submit");
    expect(clear).toHaveAttribute("data-action", "clear");
    expect(clear.form).not.toBe(form);
    expect(clear.form).toHaveAttribute("method", "get");
    expect(clear.form).toHaveAttribute("action", "/solutions#store");
    expect([...new FormData(clear.form ?? undefined)]).toEqual([]);
    expect(screen.getByRole("button", { name: "Apply Filters" })).toHaveAttribute("type", "submit");
  });

  it("sends one field per ticked chip, and the sent field when asked", () => {
    const { container } = render(
      <FilterForm
        action="/insights"
        sentField="applied"
        groups={groups}
        selection={{ type: ["Notion"], topic: ["Career"] }}
      />,
    );
    const form = container.querySelector("form");
    if (!form) throw new Error("no form");
    expect(new URLSearchParams(new FormData(form) as unknown as string[][]).toString()).toBe(
      "applied=1&type=Notion&topic=Career",
    );
    // Clear's own form says it was sent, with no chip: an empty selection, not the page's starting one.
    const clear = screen.getByRole<HTMLButtonElement>("button", { name: "Clear" });
    expect(new URLSearchParams(new FormData(clear.form ?? undefined) as unknown as string[][]).toString()).toBe(
      "applied=1",
    );
    expect(formSelection(form, groups)).toEqual({ type: ["Notion"], topic: ["Career"] });
    untickAll(form);
    expect(formSelection(form, groups)).toEqual({ type: [], topic: [] });
  });
});

describe("FilterTrigger", () => {
  it("shows its badge number, and none at 0", () => {
    const { container, rerender } = render(<FilterTrigger badgeCount={4} badgeLabel="4 filters off" />);
    expect(container.querySelector("[data-slot=filter-trigger-badge]")).toHaveTextContent("4");
    rerender(<FilterTrigger badgeCount={0} badgeLabel="all filters on" />);
    expect(container.querySelector("[data-slot=filter-trigger-badge]")).toBeNull();
  });

  it("keeps its label as the accessible name when only the icon shows", () => {
    render(<FilterTrigger labelVisibility="hidden" label="Filter talks" badgeCount={1} badgeLabel="1 filter off" />);
    expect(screen.getByRole("button")).toHaveAccessibleName("Filter talks, 1 filter off");
  });
});
