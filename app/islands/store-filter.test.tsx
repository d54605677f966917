import { screen, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyStoreFilter, type StoreFilter } from "#model/content/store-filter.ts";
import { islandPage } from "#tests/helpers/island-page.ts";
import { sampleStoreItems } from "#tests/helpers/test-rows.ts";
import { start } from "./store-filter";
import { SolutionsStore } from "~/features/solutions/solutions-store";

const page = islandPage("store-filter", start);
beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The store as the server draws it for `filter` (the pre-render: none), at `search`, in a section
 * with the store's id, with the island started on it; `before` runs first, as a visitor's taps
 * before the code came.
 */
function openPage({
  search = "",
  filter = emptyStoreFilter,
  before,
}: { search?: string; filter?: StoreFilter; before?: () => void } = {}) {
  return page.open(
    `/solutions${search}`,
    <section id="store-section">
      <SolutionsStore items={sampleStoreItems} filter={filter} storeId="store-section" />
    </section>,
    before,
  );
}

const trigger = () => screen.getByRole("button", { name: /^Filters/ });
const panel = () => screen.getByRole("dialog", { hidden: true });
const chip = (name: string) => within(panel()).getByRole("checkbox", { name, hidden: true });
const count = () => within(panel()).getByRole("status", { hidden: true });
const shownNames = () =>
  Array.from(document.querySelectorAll<HTMLElement>("[data-slot=store-item]:not([hidden]) h3"), (heading) =>
    heading.textContent?.replace(" (opens in a new tab)", ""),
  );
const badge = () => trigger().querySelector("[data-slot=filter-trigger-badge]");

async function openFilters(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(trigger());
  act(() => panel().showPopover());
  return panel();
}

const WALK = { timeout: 20_000 };

describe("store filter island (SPEC §4 'Store')", WALK, () => {
  it("shows every template at first, no chip ticked, no badge, '3 of 3', and marks its root once started", () => {
    const root = openPage();
    expect(shownNames()).toEqual(["Alpha Plan", "Beta Repo", "Gamma Deck"]);
    expect(count()).toHaveTextContent("3 of 3 templates");
    expect(within(panel()).queryAllByRole("checkbox", { checked: true, hidden: true })).toHaveLength(0);
    expect(badge()).not.toBeVisible();
    expect(trigger()).toHaveAccessibleName("Filters, 0 filters selected");
    expect(root).toHaveAttribute("data-island-started");
  });

  it("the store follows the chips: OR across Type and Topic, the badge counts the chips on, the address keeps them", async () => {
    const user = userEvent.setup();
    openPage({ search: "?utm_source=feed" });
    await openFilters(user);
    await user.click(chip("Notion"));
    expect(shownNames()).toEqual(["Beta Repo"]);
    expect(count()).toHaveTextContent("1 of 3 templates");
    expect(badge()).toHaveTextContent("1");
    expect(trigger()).toHaveAccessibleName("Filters, 1 filter selected");
    await user.click(chip("UX Research"));
    expect(shownNames()).toEqual(["Alpha Plan", "Beta Repo", "Gamma Deck"]);
    expect(badge()).toHaveTextContent("2");
    expect(location.search).toBe("?utm_source=feed&type=Notion&topic=UX+Research");
    // A chip toggles off again.
    await user.click(chip("Notion"));
    expect(shownNames()).toEqual(["Alpha Plan", "Gamma Deck"]);
    expect(count()).toHaveTextContent("2 of 3 templates");
  });

  it("Clear empties the selection and leaves the panel open; every template shows again", async () => {
    const user = userEvent.setup();
    openPage();
    await openFilters(user);
    await user.click(chip("Notion"));
    await user.click(chip("Google Docs"));
    await user.click(within(panel()).getByRole("button", { name: "Clear", hidden: true }));
    expect(within(panel()).queryAllByRole("checkbox", { checked: true, hidden: true })).toHaveLength(0);
    expect(shownNames()).toHaveLength(3);
    expect(badge()).not.toBeVisible();
    expect(location.search).toBe("");
    expect(page.isShown(panel())).toBe(true);
  });

  it("Apply Filters, in place of sending the form, empties the selection, closes the panel, gives focus back and scrolls the store 80 px below the top", async () => {
    const user = userEvent.setup();
    openPage();
    await openFilters(user);
    await user.click(chip("ResearchOps"));
    expect(shownNames()).toEqual(["Beta Repo"]);
    await user.click(within(panel()).getByRole("button", { name: "Apply Filters", hidden: true }));
    expect(page.isShown(panel())).toBe(false);
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(within(panel()).queryAllByRole("checkbox", { checked: true, hidden: true })).toHaveLength(0);
    expect(shownNames()).toHaveLength(3);
    expect(badge()).not.toBeVisible();
    expect(location.pathname + location.search).toBe("/solutions");
    // The store section comes to the top of the window, below the top bar by its scroll margin (scroll-to-section.ts).
    expect(document.getElementById("store-section")?.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
  });

  it("Enter toggles a chip as Space does, without sending the form", async () => {
    const user = userEvent.setup();
    openPage();
    await openFilters(user);
    expect(chip("Google Docs")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(chip("Google Docs")).toBeChecked();
    expect(page.isShown(panel())).toBe(true);
    expect(shownNames()).toEqual(["Alpha Plan"]);
  });

  it("a page drawn with a filter (the server's answer) starts as drawn", () => {
    openPage({ search: "?type=Notion", filter: { types: ["Notion"], topics: [] } });
    expect(shownNames()).toEqual(["Beta Repo"]);
    expect(chip("Notion")).toBeChecked();
    expect(badge()).toHaveTextContent("1");
    expect(location.search).toBe("?type=Notion");
  });

  it("a pre-rendered page at a filtered address (a static host) applies the address's known chips when it starts", () => {
    openPage({ search: "?topic=UX+Research&type=Klingon" });
    expect(shownNames()).toEqual(["Alpha Plan", "Gamma Deck"]);
    expect(chip("UX Research")).toBeChecked();
    expect(count()).toHaveTextContent("2 of 3 templates");
    expect(location.search).toBe("?topic=UX+Research");
  });

  it("a chip ticked before the code came counts once it starts", () => {
    openPage({ before: () => chip("Google Slides").click() });
    expect(shownNames()).toEqual(["Gamma Deck"]);
    expect(badge()).toHaveTextContent("1");
  });
});
