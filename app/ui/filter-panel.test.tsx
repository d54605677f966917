import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { type FilterSelection, countSelected, selectNone, toggleFilterValue } from "../../model/filter-panel";
import { type FilterGroup, FilterPanel, FilterTrigger } from "./filter-panel";

const groups: FilterGroup[] = [
  { id: "type", label: "Type", options: [{ value: "Google Docs" }, { value: "Notion", emoji: "📓" }] },
  { id: "topic", label: "Topic", options: [{ value: "Research" }, { value: "Career" }] },
];

describe("FilterPanel", () => {
  it("shows chip groups with the 'N of M' count, 'Clear' and 'Apply Filters'", () => {
    render(
      <FilterPanel
        groups={groups}
        selection={{ type: ["Notion"] }}
        onToggle={() => {}}
        onClear={() => {}}
        onApply={() => {}}
        count={{ shown: 3, total: 9, noun: "templates" }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("3 of 9 templates");
    const type = screen.getByRole("group", { name: "Type" });
    expect(within(type).getByRole("button", { name: /Notion/ })).toHaveAttribute("aria-pressed", "true");
    expect(within(type).getByRole("button", { name: "Google Docs" })).toHaveAttribute("aria-pressed", "false");
    expect(within(screen.getByRole("group", { name: "Topic" })).getAllByRole("button")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Clear" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply Filters" })).toBeInTheDocument();
  });

  it("leaves what a chip, Clear and Apply do to the page", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    function Page() {
      const [selection, setSelection] = useState<FilterSelection>({});
      return (
        <>
          <FilterTrigger
            badgeCount={countSelected(groups, selection)}
            badgeLabel={`${countSelected(groups, selection)} selected`}
          />
          <FilterPanel
            groups={groups}
            selection={selection}
            onToggle={(group, value) => setSelection((current) => toggleFilterValue(current, group, value))}
            onClear={() => setSelection(selectNone(groups))}
            onApply={() => onApply(selection)}
          />
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Research" }));
    await user.click(screen.getByRole("button", { name: "Google Docs" }));
    expect(screen.getByRole("button", { name: "Research" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /^Filters/ })).toHaveAccessibleName("Filters, 2 selected");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(onApply).toHaveBeenCalledWith({ topic: ["Research"], type: ["Google Docs"] });
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByRole("button", { name: "Research" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: /^Filters/ })).toHaveAccessibleName("Filters, 0 selected");
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
