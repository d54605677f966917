import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type JumpMenuEntry, JumpMenu } from "./jump-menu";

// The menu as the server renders it: it works without JavaScript (popover, `#id` links, details);
// its enhancements are the island jump-menu (app/islands/jump-menu.test.ts).

const entries: JumpMenuEntry[] = [
  {
    id: "basics",
    label: "Basics",
    subItems: [
      { id: "aspect", label: "Aspect ratio" },
      { id: "position", label: "Object position" },
    ],
  },
  { id: "loading", label: "Loading" },
];

const toggle = () => screen.getByRole("button", { name: "Jump to" });

describe("JumpMenu (SPEC §4 Jump-to menu, §9 sizes)", () => {
  it("is a popover its toggle opens by itself, with plain links to the sections", () => {
    render(<JumpMenu entries={entries} />);
    const panel = screen.getByRole("navigation", { name: "Jump to" });
    expect(panel).toHaveAttribute("popover", "auto");
    expect(toggle()).toHaveAttribute("popovertarget", panel.id);
    expect(toggle()).toHaveAttribute("aria-controls", panel.id);
    // The browser exposes the toggle's expanded state itself.
    expect(toggle()).not.toHaveAttribute("aria-expanded");
    expect(screen.getByRole("link", { name: "Loading" })).toHaveAttribute("href", "#loading");
    expect(screen.getByRole("link", { name: "Aspect ratio" })).toHaveAttribute("href", "#aspect");
  });

  it("puts an entry's sub-sections in a <details> the browser opens and closes, closed at first", () => {
    render(<JumpMenu entries={entries} />);
    const summary = screen.getByText("Basics: sub-sections").closest("summary");
    const group = summary?.closest("details");
    expect(group).toHaveAttribute("data-slot", "jump-menu-group");
    expect(group?.open).toBe(false);
    expect(within(group as HTMLElement).getByRole("link", { name: "Aspect ratio", hidden: true })).toHaveAttribute(
      "href",
      "#aspect",
    );
    // The entry's own link stays outside its toggle: a link inside a <summary> would be nested in a button.
    expect(screen.getByRole("link", { name: "Basics" }).closest("summary")).toBeNull();
    expect(screen.getByRole("link", { name: "Loading" }).closest("li")?.querySelector("details")).toBeNull();
  });

  it("is the island jump-menu, started when the browser is idle, with what 'Back to top' focuses", () => {
    render(<JumpMenu entries={entries} topTargetId="main" />);
    const root = toggle().closest("[data-slot=jump-menu]");
    expect(root).toHaveAttribute("data-island", "jump-menu");
    expect(root).toHaveAttribute("data-island-idle");
    expect(root).toHaveAttribute("data-top-target", "main");
    // Nothing could scroll without the island: hidden without scripts (tests/e2e/native-popovers.spec.ts).
    const top = screen.getByRole("button", { name: "Back to top" });
    expect(top).toHaveAttribute("type", "button");
    // The section being read is drawn from data-current by CSS, hidden from screen readers (the menu marks it).
    expect(root?.querySelector("[data-slot=jump-menu-current]")).toHaveAttribute("aria-hidden", "true");
  });

  it("is a <details> in the flow of the page when inline, open when asked", () => {
    render(<JumpMenu entries={entries} label="Jump to (example)" placement="inline" defaultOpen />);
    const panel = screen.getByRole("navigation", { name: "Jump to (example)" });
    expect(panel).not.toHaveAttribute("popover");
    const root = panel.closest("details[data-slot=jump-menu]");
    expect(root).toHaveAttribute("open");
    expect(root).toHaveAttribute("data-island", "jump-menu");
  });
});
