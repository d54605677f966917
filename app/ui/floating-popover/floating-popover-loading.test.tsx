import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button";

/** FloatingPopover and its panel loader as a page gets them: nothing loaded yet. */
async function freshPopover() {
  vi.resetModules();
  const { FloatingPopover } = await import("../floating-popover");
  const { floatingPopoverPanel } = await import("./load-floating-popover-panel");
  return { FloatingPopover, floatingPopoverPanel };
}

/** An uncontrolled popover; returns its trigger. */
function renderFilters(FloatingPopover: Awaited<ReturnType<typeof freshPopover>>["FloatingPopover"]): HTMLElement {
  render(
    <FloatingPopover trigger={<Button>Filters</Button>} title="Filters">
      <p>Body</p>
    </FloatingPopover>,
  );
  return screen.getByRole("button", { name: "Filters" });
}

describe("FloatingPopover loads its panel on first use (issue 7: popovers are lazy)", () => {
  it("is only its trigger, announcing a closed dialog popup, until it is used", async () => {
    const { FloatingPopover, floatingPopoverPanel } = await freshPopover();
    const trigger = renderFilters(FloatingPopover);
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveAttribute("data-state", "closed");
    expect(floatingPopoverPanel.loaded()).toBeUndefined();
  });

  it.each(["pointed at", "focused"])("starts loading the panel when its trigger is %s", async (use) => {
    const user = userEvent.setup();
    const { FloatingPopover, floatingPopoverPanel } = await freshPopover();
    const trigger = renderFilters(FloatingPopover);
    if (use === "focused") await user.tab();
    else await user.hover(trigger);
    await waitFor(() => expect(floatingPopoverPanel.loaded()).toBeTypeOf("function"));
    expect(screen.queryByRole("dialog")).toBeNull();
    // Loading alone does not replace the trigger (focus stays on it).
    expect(screen.getByRole("button", { name: "Filters" })).toBe(trigger);
  });

  it("opens from a page's state set before the panel loaded, once it arrives", async () => {
    const { FloatingPopover, floatingPopoverPanel } = await freshPopover();
    expect(floatingPopoverPanel.loaded()).toBeUndefined();
    render(
      <FloatingPopover trigger={<Button>Filters</Button>} title="Filters" open onOpenChange={() => {}}>
        <p>Body</p>
      </FloatingPopover>,
    );
    expect(await screen.findByRole("dialog", { name: "Filters" })).toBeInTheDocument();
    expect(floatingPopoverPanel.loaded()).toBeTypeOf("function");
  });

  it("keeps the trigger element of a popover that has not opened, whatever the others do", async () => {
    const user = userEvent.setup();
    const { FloatingPopover } = await freshPopover();
    function TwoPopovers() {
      const [opened, setOpened] = useState(0);
      return (
        <>
          <p>Opened {opened} times</p>
          <FloatingPopover
            trigger={<Button>First</Button>}
            title="First panel"
            position="inline"
            onOpenChange={(open) => open && setOpened((count) => count + 1)}
          >
            <button type="button">Inside</button>
          </FloatingPopover>
          <FloatingPopover trigger={<Button>Second</Button>} title="Second panel" position="inline">
            <button type="button">Inside too</button>
          </FloatingPopover>
        </>
      );
    }
    render(<TwoPopovers />);
    const second = screen.getByRole("button", { name: "Second" });
    await user.click(screen.getByRole("button", { name: "First" }));
    expect(await screen.findByRole("dialog", { name: "First panel" })).toBeInTheDocument();
    expect(screen.getByText("Opened 1 times")).toBeInTheDocument();
    // The page re-rendered with the panel loaded; the unused popover is still the same element.
    expect(screen.getByRole("button", { name: "Second" })).toBe(second);
  });
});
