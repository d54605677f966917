import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { talks } from "#content/talks.ts";
import { FilterPanelInline } from "./filter-panel-inline";

afterEach(() => {
  vi.restoreAllMocks();
});

const trigger = () => screen.getByRole("button", { name: /^Filters/ });
const chip = (name: string) => screen.getByRole("checkbox", { name: new RegExp(name) });
const count = () => screen.getByRole("status");

// The showcase's filter panel: the real FilterForm and FilterTrigger, with the page's rules in the demo's
// handlers (SPEC §4's talk filter for the count; the badge counts the chips that are on).
describe("the filter panel demo (/components/floating-popover)", () => {
  it("starts with no chip on: no badge number, and no talk matches", () => {
    render(<FilterPanelInline />);
    expect(screen.queryAllByRole("checkbox", { checked: true })).toHaveLength(0);
    expect(trigger()).toHaveAccessibleName("Filters, 0 filters selected");
    expect(count()).toHaveTextContent(`0 of ${talks.length} talks`);
  });

  it("a chip ticked counts on the badge and, with a language and a topic on, in 'N of M'", async () => {
    const user = userEvent.setup();
    render(<FilterPanelInline />);
    await user.click(chip("English"));
    expect(trigger()).toHaveAccessibleName("Filters, 1 filter selected");
    await user.click(chip("Mental Health"));
    expect(trigger()).toHaveAccessibleName("Filters, 2 filters selected");
    // Two English talks on mental health in content/talks.ts.
    expect(count()).toHaveTextContent(`2 of ${talks.length} talks`);
  });

  it("Clear unticks every chip; Apply Filters stays on the page and says what it would apply", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    render(<FilterPanelInline />);
    await user.click(chip("Indonesian"));
    await user.click(chip("ResearchOps"));
    // The demo's handler keeps the browser from sending the form (the event's default is prevented).
    expect(fireEvent.submit(screen.getByRole("button", { name: "Apply Filters" }))).toBe(false);
    expect(log).toHaveBeenCalledWith("Demo action: Apply Filters", {
      language: ["Indonesian"],
      topics: ["ResearchOps"],
    });
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryAllByRole("checkbox", { checked: true })).toHaveLength(0);
    expect(trigger()).toHaveAccessibleName("Filters, 0 filters selected");
    expect(count()).toHaveTextContent(`0 of ${talks.length} talks`);
  });
});
