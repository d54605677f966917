import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { FloatingPopover } from "./floating-popover";
import { FloatingToolbar, FloatingToolbarItem } from "./floating-toolbar";

function Bar() {
  const onShare = vi.fn();
  return (
    <FloatingToolbar label="Page tools" position="bottom-right">
      <FloatingToolbarItem>
        <Button variant="ghost">Bold</Button>
      </FloatingToolbarItem>
      <FloatingPopover
        position="inline"
        title="More"
        trigger={
          <FloatingToolbarItem>
            <Button variant="ghost">More</Button>
          </FloatingToolbarItem>
        }
      >
        <button type="button" onClick={onShare}>
          Share link
        </button>
      </FloatingPopover>
      <FloatingToolbarItem>
        <Button variant="ghost">Last</Button>
      </FloatingToolbarItem>
    </FloatingToolbar>
  );
}

describe("FloatingToolbar", () => {
  it("is a named toolbar floating at its position", () => {
    render(<Bar />);
    const toolbar = screen.getByRole("toolbar", { name: "Page tools" });
    expect(toolbar.closest("[data-slot=floating-anchor]")).toHaveAttribute("data-position", "bottom-right");
  });

  it("is one Tab stop; arrow keys, Home and End move between its buttons", async () => {
    const user = userEvent.setup();
    render(<Bar />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Bold" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: "More" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Last" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("button", { name: "Bold" })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it("lets a toolbar button open a popover (the browser opens it from popovertarget)", () => {
    render(<Bar />);
    const panel = screen.getByRole("dialog", { hidden: true });
    expect(screen.getByRole("button", { name: "More" })).toHaveAttribute("popovertarget", panel.id);
  });
});
