import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubPopoverApi } from "#tests/helpers/popover-api.ts";
import { Button } from "./button";
import { FloatingPopover } from "./floating-popover";
import { type PopoverMenuItem, PopoverMenu } from "./popover-menu";
import { newTabName } from "#tests/helpers/new-tab-name.ts";

function renderMenu(items: readonly PopoverMenuItem[], kind?: "navigation" | "actions") {
  render(
    <MemoryRouter>
      <FloatingPopover trigger={<Button>Menu</Button>} title="Menu" position="inline">
        <PopoverMenu items={items} label="Quick actions" kind={kind} />
      </FloatingPopover>
    </MemoryRouter>,
  );
}

let popoverApi: ReturnType<typeof stubPopoverApi>;
beforeEach(() => {
  popoverApi = stubPopoverApi();
});
afterEach(() => popoverApi.restore());

describe("PopoverMenu", () => {
  it("runs an entry's action and closes the panel (the browser gives focus back to the trigger)", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderMenu([{ id: "save", label: "Save to favorites", onSelect }], "actions");
    const panel = screen.getByRole("dialog", { hidden: true });
    act(() => panel.showPopover());
    expect(screen.getByRole("group", { name: "Quick actions", hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save to favorites", hidden: true }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(popoverApi.isShown(panel)).toBe(false);
  });

  it("renders site links in the app, http links in a new tab, and nested sub-items", () => {
    renderMenu([
      {
        id: "work",
        label: "Experiences",
        href: "/experiences",
        subItems: [{ id: "values", label: "Values", href: "/experiences#values-philosophy" }],
      },
      { id: "blog", label: "Blog", href: "https://medium.com/@someone" },
    ]);
    const nav = screen.getByRole("navigation", { name: "Quick actions", hidden: true });
    expect(within(nav).getByRole("link", { name: "Experiences", hidden: true })).toHaveAttribute(
      "href",
      "/experiences",
    );
    expect(within(nav).getByRole("link", { name: "Experiences", hidden: true })).not.toHaveAttribute("target");
    const blog = within(nav).getByRole("link", { name: newTabName("Blog"), hidden: true });
    expect(blog).toHaveAttribute("target", "_blank");
    expect(blog).toHaveAttribute("rel", "noopener noreferrer");
    const workItem = within(nav).getByRole("link", { name: "Experiences", hidden: true }).closest("li") as HTMLElement;
    expect(within(workItem).getByRole("link", { name: "Values", hidden: true })).toHaveAttribute(
      "href",
      "/experiences#values-philosophy",
    );
  });

  it("opens an address a browser reads as another host in a new tab, and makes no link of a refused one", () => {
    renderMenu([
      { id: "slash", label: "Backslash", href: "/\\evil.example" },
      { id: "scheme", label: "Scheme-relative", href: "//evil.example" },
      { id: "script", label: "Script", href: "java\tscript:alert(1)" },
    ]);
    const nav = screen.getByRole("navigation", { name: "Quick actions", hidden: true });
    for (const name of ["Backslash", "Scheme-relative"]) {
      const link = within(nav).getByRole("link", { name: newTabName(name), hidden: true });
      expect(link).toHaveAttribute("href", "https://evil.example/");
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(within(nav).queryByRole("link", { name: "Script", hidden: true })).toBeNull();
    expect(within(nav).getByRole("button", { name: "Script", hidden: true })).toBeInTheDocument();
  });
});
