import { screen, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { describe, expect, it } from "vitest";
import type { Talk } from "#model/content/talk.ts";
import { initialTalkFilter, type TalkFilter } from "#model/content/talk-filter.ts";
import { islandPage } from "#tests/helpers/island-page.ts";
import { start } from "./talk-filter";
import { InsightsTalks } from "~/features/insights/insights-screen";

// A small list where one Apply can leave nothing: two English talks, one Indonesian.
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
  {
    id: "kesehatan-mental",
    title: "Kesehatan mental di tim riset",
    image: "/assets/talks/placeholder.svg",
    url: "https://talks.example/kesehatan",
    language: "Indonesian",
    topics: ["Mental Health", "ResearchOps"],
    location: "Indonesia",
  },
];

const allChips = [
  "English",
  "Indonesian",
  "Mental Health",
  "Career Development",
  "UX Research",
  "ResearchOps",
  "Interaction Design",
  "Product Development",
];

const page = islandPage("talk-filter", start);

/**
 * The list as the server writes it for `search` (the pre-render: every talk), at that address, with
 * the island started on it; `before` runs first, as a visitor's taps before the code came.
 */
function openPage({
  search = "",
  applied = initialTalkFilter,
  before,
}: { search?: string; applied?: TalkFilter; before?: () => void } = {}) {
  return page.open(
    `/insights${search}`,
    <InsightsTalks talks={talks} applied={applied} sectionId="insights-grid" />,
    before,
  );
}

const trigger = () => screen.getByRole("button", { name: /^Filters/ });
const panel = () => screen.getByRole("dialog", { hidden: true });
const chip = (name: string) => within(panel()).getByRole("checkbox", { name, hidden: true });
const shownTitles = () =>
  within(screen.getByRole("list", { name: "Talks" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("h3 a")?.firstChild?.textContent);

/** Clicks the filter button (which focuses it) and opens its panel as the browser would (jsdom has no popovers). */
async function openFilters(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(trigger());
  act(() => panel().showPopover());
  return panel();
}

async function applyWithout(user: ReturnType<typeof userEvent.setup>, name: string) {
  const dialog = await openFilters(user);
  await user.click(chip(name));
  await user.click(within(dialog).getByRole("button", { name: "Apply Filters", hidden: true }));
}

// Each test walks the popover with the keyboard or pointer, step by step; on a busy machine that takes
// longer than Vitest's 5 s default.
const WALK = { timeout: 20_000 };

describe("talk filter island: chips, badge and Apply (SPEC §4 'Talks filter')", WALK, () => {
  it("shows every talk at first, every chip ticked, and marks its root once started", () => {
    const root = openPage();
    expect(shownTitles()).toHaveLength(3);
    expect(screen.getByText("Showing 3 of 3 talks")).toHaveAttribute("role", "status");
    for (const name of allChips) expect(chip(name)).toBeChecked();
    expect(trigger()).toHaveAccessibleName("Filters, no unapplied changes");
    expect(root).toHaveAttribute("data-island-started");
  });

  it("chips change only the selection: the badge counts the changes and the panel counts what they would show", async () => {
    const user = userEvent.setup();
    openPage();
    await openFilters(user);
    await user.click(chip("English"));
    expect(within(panel()).getByRole("status", { hidden: true })).toHaveTextContent("1 of 3 talks");
    expect(trigger()).toHaveAccessibleName("Filters, 1 unapplied change");
    expect(trigger().querySelector("[data-slot=filter-trigger-badge]")).toHaveTextContent("1");
    expect(shownTitles()).toHaveLength(3);
    await user.click(chip("Mental Health"));
    expect(trigger()).toHaveAccessibleName("Filters, 2 unapplied changes");
    expect(within(panel()).getByRole("status", { hidden: true })).toHaveTextContent("1 of 3 talks");
  });

  it("Apply Filters filters the cards in place, closes the panel, gives focus back to the filter button and hides the badge", async () => {
    const user = userEvent.setup();
    openPage();
    await applyWithout(user, "English");
    expect(shownTitles()).toEqual(["Kesehatan mental di tim riset"]);
    expect(screen.getByText("Showing 1 of 3 talks")).toBeInTheDocument();
    expect(page.isShown(panel())).toBe(false);
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAccessibleName("Filters, no unapplied changes");
    expect(trigger().querySelector("[data-slot=filter-trigger-badge]")).not.toBeVisible();
    // The shown card is the first to fade in (SPEC §9 stagger, counted among the shown cards).
    expect(screen.getByRole("listitem")).toHaveStyle({ animationDelay: "0.0s" });
  });

  it("opening the panel puts focus on its first chip; Space and Enter toggle a chip, and Enter does not send the form", async () => {
    const user = userEvent.setup();
    openPage();
    await openFilters(user);
    expect(chip("English")).toHaveFocus();
    await user.keyboard(" ");
    expect(chip("English")).not.toBeChecked();
    await user.keyboard("{Enter}");
    expect(chip("English")).toBeChecked();
    await user.keyboard("{Enter}");
    expect(chip("English")).not.toBeChecked();
    // Nothing applied: every card still shows, the panel is open.
    expect(shownTitles()).toHaveLength(3);
    expect(page.isShown(panel())).toBe(true);
  });

  it("keeps the applied filter in the address, with the address's other parameters", async () => {
    const user = userEvent.setup();
    openPage({ search: "?utm_source=feed" });
    await applyWithout(user, "English");
    expect(location.search).toBe("?utm_source=feed&language=Indonesian");
    await openFilters(user);
    await user.click(within(panel()).getByRole("button", { name: "Clear", hidden: true }));
    expect(location.search).toBe("?utm_source=feed&language=&topics=");
    await user.click(within(panel()).getByRole("button", { name: "Apply Filters", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(location.search).toBe("?utm_source=feed");
  });
});

describe("talk filter island: the empty state (SPEC §2, §8)", WALK, () => {
  it("shows 'No insights found' when the applied filters match nothing, and 'Clear all filters' restores every talk", async () => {
    const user = userEvent.setup();
    openPage();
    await applyWithout(user, "ResearchOps");
    await openFilters(user);
    await user.click(chip("Career Development"));
    await user.click(chip("Mental Health"));
    await user.click(within(panel()).getByRole("button", { name: "Apply Filters", hidden: true }));
    expect(screen.getByRole("heading", { name: "No insights found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters or search terms")).toBeVisible();
    expect(screen.queryByRole("list", { name: "Talks" })).not.toBeInTheDocument();
    expect(screen.getByText("Showing 0 of 3 talks")).toHaveAttribute("role", "status");

    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(shownTitles()).toHaveLength(3);
    expect(screen.queryByRole("heading", { name: "No insights found" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear all filters" })).not.toBeInTheDocument();
    // The selection is back to SPEC's initial one: every chip ticked again.
    for (const name of allChips) expect(chip(name)).toBeChecked();
  });

  it("announces the empty state through a live region that was in the page before the list emptied", async () => {
    const user = userEvent.setup();
    openPage();
    const region = document.querySelector("[data-slot=talk-grid-status]");
    expect(region).toHaveAttribute("role", "status");
    expect(region).toBeEmptyDOMElement();
    await openFilters(user);
    await user.click(within(panel()).getByRole("button", { name: "Clear", hidden: true }));
    expect(document.querySelector("[data-slot=talk-grid-status]")).toBe(region);
    expect(region).toHaveTextContent("No insights found");
    expect(region).toHaveTextContent("Try adjusting your filters or search terms");
    // The action is not part of what is read out.
    expect(region).not.toHaveTextContent("Clear all filters");
  });
});

describe("talk filter island: Clear (SPEC §4 'Clear empties both selections and the applied filters')", WALK, () => {
  it("Clear then Apply Filters leaves no talk and shows the empty state; the badge counts nothing unapplied", async () => {
    const user = userEvent.setup();
    openPage();
    const dialog = await openFilters(user);
    await user.click(within(dialog).getByRole("button", { name: "Clear", hidden: true }));
    expect(within(dialog).queryAllByRole("checkbox", { checked: true, hidden: true })).toHaveLength(0);
    expect(within(dialog).getByRole("status", { hidden: true })).toHaveTextContent("0 of 3 talks");
    // Clear empties the applied filters too, so the selection equals them: no badge.
    expect(trigger()).toHaveAccessibleName("Filters, no unapplied changes");
    expect(screen.queryByRole("list", { name: "Talks" })).not.toBeInTheDocument();
    await user.click(chip("English"));
    expect(trigger()).toHaveAccessibleName("Filters, 1 unapplied change");
    await user.click(chip("English"));
    await user.click(within(dialog).getByRole("button", { name: "Apply Filters", hidden: true }));

    expect(screen.queryByRole("list", { name: "Talks" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No insights found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters or search terms")).toBeInTheDocument();
    expect(screen.getByText("Showing 0 of 3 talks")).toBeInTheDocument();
  });

  it("'Clear all filters' is reached with Tab from the filter button, restores every language and topic, and gives focus back to the filter button", async () => {
    const user = userEvent.setup();
    openPage();
    const dialog = await openFilters(user);
    await user.click(within(dialog).getByRole("button", { name: "Clear", hidden: true }));
    await user.click(within(dialog).getByRole("button", { name: "Apply Filters", hidden: true }));
    await waitFor(() => expect(trigger()).toHaveFocus());
    // The panel (not shown: jsdom draws nothing) is left out of the walk, as the browser leaves a closed popover out.
    dialog.setAttribute("inert", "");
    await user.tab();
    expect(screen.getByRole("button", { name: "Clear all filters" })).toHaveFocus();
    await user.keyboard("{Enter}");
    dialog.removeAttribute("inert");

    expect(shownTitles()).toHaveLength(3);
    expect(screen.getByText("Showing 3 of 3 talks")).toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    await openFilters(user);
    for (const name of allChips) expect(chip(name)).toBeChecked();
    expect(trigger()).toHaveAccessibleName("Filters, no unapplied changes");
  });
});

describe(
  "talk filter island: a filter in the address (a pre-rendered page shows every talk until the code runs)",
  WALK,
  () => {
    it("applies ?topics=… when it starts: cards, count, chips, and nothing unapplied", () => {
      openPage({ search: "?topics=ResearchOps" });
      expect(shownTitles()).toEqual(["Research repositories people actually search", "Kesehatan mental di tim riset"]);
      expect(screen.getByText("Showing 2 of 3 talks")).toBeInTheDocument();
      expect(chip("ResearchOps")).toBeChecked();
      expect(chip("Mental Health")).not.toBeChecked();
      expect(chip("English")).toBeChecked();
      expect(trigger()).toHaveAccessibleName("Filters, no unapplied changes");
      expect(location.search).toBe("?topics=ResearchOps");
    });

    it("shows the empty state for a query that chose nothing, and ignores unknown values", () => {
      openPage({ search: "?language=&topics=" });
      expect(screen.getByRole("heading", { name: "No insights found" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Clear all filters" })).toBeVisible();
      document.body.replaceChildren();
      openPage({ search: "?topics=Cooking" });
      expect(shownTitles()).toHaveLength(3);
    });

    it("keeps a chip the visitor changed before the code came, and counts it as unapplied", () => {
      openPage({ search: "?language=English", before: () => chip("Mental Health").click() });
      expect(shownTitles()).toHaveLength(2);
      expect(chip("Indonesian")).not.toBeChecked();
      expect(chip("Mental Health")).not.toBeChecked();
      expect(trigger()).toHaveAccessibleName("Filters, 1 unapplied change");
    });

    it("starts from a list the server drew filtered, with nothing unapplied", () => {
      openPage({
        search: "?language=Indonesian",
        applied: { languages: ["Indonesian"], topics: initialTalkFilter.topics },
      });
      expect(shownTitles()).toEqual(["Kesehatan mental di tim riset"]);
      expect(chip("English")).not.toBeChecked();
      expect(trigger()).toHaveAccessibleName("Filters, no unapplied changes");
    });
  },
);
