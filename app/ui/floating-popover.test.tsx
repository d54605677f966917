import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { FloatingPopover } from "./floating-popover";

function Panel(props: Partial<Parameters<typeof FloatingPopover>[0]>) {
  return (
    <>
      <button type="button">Outside</button>
      <FloatingPopover trigger={<Button>Open panel</Button>} title="Quick actions" {...props}>
        <button type="button">First action</button>
        <button type="button">Second action</button>
      </FloatingPopover>
    </>
  );
}

const openButton = () => screen.getByRole("button", { name: "Open panel" });

describe("FloatingPopover (SPEC shared building blocks, §4, §9)", () => {
  it("opens from its trigger as a dialog named by its title, focusing the first control", async () => {
    const user = userEvent.setup();
    render(<Panel />);
    expect(openButton()).toHaveAttribute("aria-expanded", "false");
    await user.click(openButton());
    const panel = await screen.findByRole("dialog", { name: "Quick actions" });
    expect(openButton()).toHaveAttribute("aria-expanded", "true");
    expect(openButton()).toHaveAttribute("aria-controls", panel.id);
    await waitFor(() => expect(screen.getByRole("button", { name: "First action" })).toHaveFocus());
  });

  it("places the panel below the trigger, aligned to its end, by default", async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(openButton());
    const panel = await screen.findByRole("dialog");
    await waitFor(() => expect(panel).toHaveAttribute("data-side", "bottom"));
    expect(panel).toHaveAttribute("data-align", "end");
  });

  it("floats its trigger at right-center by default, or where it is told", () => {
    const { unmount } = render(<Panel />);
    expect(openButton().closest("[data-slot=floating-anchor]")).toHaveAttribute("data-position", "right-center");
    unmount();
    render(<Panel position="bottom-left" />);
    expect(openButton().closest("[data-slot=floating-anchor]")).toHaveAttribute("data-position", "bottom-left");
  });

  it("leaves an inline trigger where it is rendered", () => {
    render(<Panel position="inline" />);
    expect(openButton().closest("[data-slot=floating-anchor]")).toBeNull();
  });

  it("cycles Tab inside the open panel", async () => {
    const user = userEvent.setup();
    render(<Panel showCloseButton />);
    await user.click(openButton());
    await waitFor(() => expect(screen.getByRole("button", { name: "First action" })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole("button", { name: "Second action" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "First action" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the trigger", async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(openButton());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(openButton()).toHaveFocus();
  });

  it("closes on a click outside", async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(openButton());
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("has a close button only when asked", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Panel />);
    await user.click(openButton());
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    unmount();
    render(<Panel showCloseButton />);
    await user.click(openButton());
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(openButton()).toHaveFocus();
  });

  it("can be controlled from outside", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            Close from outside
          </button>
          <FloatingPopover
            trigger={<Button>Open panel</Button>}
            title="Controlled"
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <p>Body</p>
          </FloatingPopover>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("dialog", { name: "Controlled" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close from outside" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(openButton());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("starts open when uncontrolled with defaultOpen", () => {
    render(<Panel defaultOpen />);
    expect(screen.getByRole("dialog", { name: "Quick actions" })).toBeInTheDocument();
  });
});
