import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Talk } from "../../../model/talk";
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

async function applyWithout(user: ReturnType<typeof userEvent.setup>, chip: string) {
  await user.click(screen.getByRole("button", { name: /Filters/ }));
  const dialog = await screen.findByRole("dialog");
  await user.click(within(dialog).getByRole("button", { name: chip }));
  await user.click(within(dialog).getByRole("button", { name: "Apply Filters" }));
}

describe("Insights talks: the empty state (SPEC §2, §8)", () => {
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
    expect(screen.getByRole("status")).toHaveTextContent("Showing 0 of 2 talks");

    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(within(screen.getByRole("list", { name: "Talks" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText("No insights found")).not.toBeInTheDocument();
    // The selection is back to SPEC's initial one: both languages chosen again.
    await user.click(screen.getByRole("button", { name: /Filters/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  });
});
