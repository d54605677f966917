import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { FloatingPopover } from "./floating-popover";
import { type PopoverMenuItem, PopoverMenu } from "./popover-menu";

function renderMenu(items: readonly PopoverMenuItem[], kind?: "navigation" | "actions") {
  render(
    <MemoryRouter>
      <FloatingPopover trigger={<Button>Menu</Button>} title="Menu" position="inline">
        <PopoverMenu items={items} label="Quick actions" kind={kind} />
      </FloatingPopover>
    </MemoryRouter>,
  );
}

describe("PopoverMenu", () => {
  it("runs an entry's action, closes the panel and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderMenu([{ id: "save", label: "Save to favorites", onSelect }], "actions");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(await screen.findByRole("group", { name: "Quick actions" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save to favorites" }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Menu" })).toHaveFocus();
  });

  it("renders site links in the app, http links in a new tab, and nested sub-items", async () => {
    const user = userEvent.setup();
    renderMenu([
      {
        id: "work",
        label: "Experiences",
        href: "/experiences",
        subItems: [{ id: "values", label: "Values", href: "/experiences#values-philosophy" }],
      },
      { id: "blog", label: "Blog", href: "https://medium.com/@someone" },
    ]);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const nav = await screen.findByRole("navigation", { name: "Quick actions" });
    expect(within(nav).getByRole("link", { name: "Experiences" })).toHaveAttribute("href", "/experiences");
    expect(within(nav).getByRole("link", { name: "Experiences" })).not.toHaveAttribute("target");
    const blog = within(nav).getByRole("link", { name: "Blog" });
    expect(blog).toHaveAttribute("target", "_blank");
    expect(blog).toHaveAttribute("rel", "noopener noreferrer");
    const workItem = within(nav).getByRole("link", { name: "Experiences" }).closest("li") as HTMLElement;
    expect(within(workItem).getByRole("link", { name: "Values" })).toHaveAttribute(
      "href",
      "/experiences#values-philosophy",
    );
  });
});
