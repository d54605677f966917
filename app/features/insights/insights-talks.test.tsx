import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Talk } from "../../../model/talk";
import { stubPopoverApi } from "../../../tests/helpers/popover-api";
import { InsightsTalks } from "./insights-screen";

// A small list where one Apply can leave nothing: both talks are English.
const talks: Talk[] = [
  {
    id: "research-repositories",
    title: "Research repositories people actually search",
    image: "/assets/talks/placeholder.svg",
    url: "https://talks.example/repositories",
    language: "English",
    topics: ["ResearchOps"],
  },
  {
    id: "interviewing-for-researchers",
    title: "Interviewing when you hire researchers",
    image: "/assets/talks/placeholder.svg",
    url: "https://talks.example/interviewing",
    language: "English",
    topics: ["Career Development"],
  },
];

let popoverApi: ReturnType<typeof stubPopoverApi>;
beforeEach(() => {
  popoverApi = stubPopoverApi();
});
afterEach(() => popoverApi.restore());

/**
 * Clicks the filter button (which focuses it) and opens its panel as the browser would; jsdom
 * neither opens a popover nor shows one, so what is inside is queried as hidden.
 */
async function openFilters(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole("button", { name: /^Filters/ }));
  const dialog = screen.getByRole("dialog", { hidden: true });
  act(() => dialog.showPopover());
  return dialog;
}

async function applyWithout(user: ReturnType<typeof userEvent.setup>, chip: string) {
  const dialog = await openFilters(user);
  await user.click(within(dialog).getByRole("button", { name: chip, hidden: true }));
  await user.click(within(dialog).getByRole("button", { name: "Apply Filters", hidden: true }));
}

// Each test walks the popover with the keyboard or pointer, step by step; on a busy machine that takes
// longer than Vitest's 5 s default.
const WALK = { timeout: 20_000 };

describe("Insights talks: the empty state (SPEC §2, §8)", WALK, () => {
  it("shows every talk at first", () => {
    render(<InsightsTalks talks={talks} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText("No insights found")).not.toBeInTheDocument();
  });

  it("shows 'No insights found' when the applied filters match nothing, and 'Clear all filters' restores every talk", async () => {
    const user = userEvent.setup();
    render(<InsightsTalks talks={talks} />);
    await applyWithout(user, "English");
    expect(screen.getByRole("heading", { name: "No insights found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters or search terms")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Talks" })).not.toBeInTheDocument();
    expect(screen.getByText("Showing 0 of 2 talks")).toHaveAttribute("role", "status");

    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(within(screen.getByRole("list", { name: "Talks" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText("No insights found")).not.toBeInTheDocument();
    // The selection is back to SPEC's initial one: both languages chosen again.
    const dialog = await openFilters(user);
    expect(within(dialog).getByRole("button", { name: "English", hidden: true })).toHaveAttribute("aria-pressed", "true");
  });
});

describe("Insights talks: Clear (SPEC §4 'Clear empties both selections and the applied filters')", WALK, () => {
  const allChips = ["English", "Indonesian", "Mental Health", "Career Development", "UX Research", "ResearchOps", "Interaction Design", "Product Development"];

  it("Clear then Apply Filters leaves no talk and shows the empty state; the badge counts nothing unapplied", async () => {
    const user = userEvent.setup();
    render(<InsightsTalks talks={talks} />);
    const dialog = await openFilters(user);
    await user.click(within(dialog).getByRole("button", { name: "Clear", hidden: true }));
    expect(within(dialog).queryAllByRole("button", { pressed: true, hidden: true })).toHaveLength(0);
    expect(within(dialog).getByRole("status", { hidden: true })).toHaveTextContent("0 of 2 talks");
    // Clear empties the applied filters too, so the selection equals them: no badge.
    expect(screen.getByRole("button", { name: "Filters, no unapplied changes" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "English", hidden: true }));
    expect(screen.getByRole("button", { name: "Filters, 1 unapplied change" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "English", hidden: true }));
    await user.click(within(dialog).getByRole("button", { name: "Apply Filters", hidden: true }));

    expect(screen.queryByRole("list", { name: "Talks" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No insights found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters or search terms")).toBeInTheDocument();
    expect(screen.getByText("Showing 0 of 2 talks")).toBeInTheDocument();
  });

  it("announces the empty state through a live region that was in the page before the list emptied", async () => {
    const user = userEvent.setup();
    const { container } = render(<InsightsTalks talks={talks} />);
    const region = container.querySelector("[data-slot=talk-grid-status]");
    expect(region).toHaveAttribute("role", "status");
    expect(region).toBeEmptyDOMElement();
    await applyWithout(user, "English");
    expect(container.querySelector("[data-slot=talk-grid-status]")).toBe(region);
    expect(region).toHaveTextContent("No insights found");
    expect(region).toHaveTextContent("Try adjusting your filters or search terms");
    // The action is not part of what is read out.
    expect(region).not.toHaveTextContent("Clear all filters");
  });

  it("'Clear all filters' is reached with Tab from the filter button, restores every language and topic, and gives focus back to the filter button", async () => {
    const user = userEvent.setup();
    render(<InsightsTalks talks={talks} />);
    const dialog = await openFilters(user);
    await user.click(within(dialog).getByRole("button", { name: "Clear", hidden: true }));
    await user.click(within(dialog).getByRole("button", { name: "Apply Filters", hidden: true }));
    const trigger = screen.getByRole("button", { name: /^Filters/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.tab();
    expect(screen.getByRole("button", { name: "Clear all filters" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(within(screen.getByRole("list", { name: "Talks" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Showing 2 of 2 talks")).toBeInTheDocument();
    expect(trigger).toHaveFocus();
    const reopened = await openFilters(user);
    for (const chip of allChips) expect(within(reopened).getByRole("button", { name: chip, hidden: true })).toHaveAttribute("aria-pressed", "true");
    expect(trigger).toHaveAccessibleName("Filters, no unapplied changes");
  });
});
