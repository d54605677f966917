import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ControlledFromOutside, toggleFromOutside } from "#tests/helpers/controlled-from-outside.tsx";
import { stubPopoverApi } from "#tests/helpers/popover-api.ts";
import { Button } from "./button";
import { FloatingPopover, useCloseFloatingPopover } from "./floating-popover";

// Opening and closing by the trigger, Escape and a click outside are the browser's: tests/e2e/native-popovers.spec.ts.

let popoverApi: ReturnType<typeof stubPopoverApi>;
beforeEach(() => {
  popoverApi = stubPopoverApi();
});
afterEach(() => popoverApi.restore());

function Panel(props: Partial<Parameters<typeof FloatingPopover>[0]>) {
  return (
    <FloatingPopover trigger={<Button>Open panel</Button>} title="Quick actions" {...props}>
      <button type="button">First action</button>
      <button type="button">Second action</button>
    </FloatingPopover>
  );
}

const openButton = () => screen.getByRole("button", { name: "Open panel" });

/** A panel whose open state the page holds; `told` hears every change the panel tells the page of. */
function renderControlled(told: (open: boolean) => void) {
  render(
    <ControlledFromOutside>
      {(open, setOpen) => (
        <FloatingPopover
          trigger={<Button>Open panel</Button>}
          title="Quick actions"
          open={open}
          onOpenChange={(next) => {
            told(next);
            setOpen(next);
          }}
        >
          <p>Body</p>
        </FloatingPopover>
      )}
    </ControlledFromOutside>,
  );
}
// jsdom hides a popover and never shows it, so what is inside is queried as hidden.
const panel = () => screen.getByRole("dialog", { hidden: true });

describe("FloatingPopover (SPEC shared building blocks, §4, §9)", () => {
  it("is a pre-rendered popover dialog named by its title, which its trigger opens by itself", () => {
    render(<Panel />);
    expect(panel()).toHaveAttribute("popover", "auto");
    expect(document.getElementById(panel().getAttribute("aria-labelledby") ?? "")).toHaveTextContent("Quick actions");
    expect(openButton()).toHaveAttribute("popovertarget", panel().id);
    expect(openButton()).toHaveAttribute("aria-haspopup", "dialog");
    expect(openButton()).toHaveAttribute("aria-controls", panel().id);
    // The browser exposes the expanded state of a popover's invoker itself, before and after hydration alike.
    expect(openButton()).not.toHaveAttribute("aria-expanded");
  });

  it("places the panel below the trigger, aligned to its end, 16 px away, by default", () => {
    render(<Panel />);
    expect(panel()).toHaveAttribute("data-side", "bottom");
    expect(panel()).toHaveAttribute("data-align", "end");
    expect(panel().style.getPropertyValue("--popover-area")).toBe("bottom span-left");
    expect(panel().style.getPropertyValue("--popover-side-offset")).toBe("16px");
    expect(panel().style.getPropertyValue("--popover-margin")).toBe(
      "var(--popover-side-offset) 0 var(--popover-edge) var(--popover-edge)",
    );
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

  it("focuses its first control when it opens", () => {
    render(<Panel showCloseButton />);
    act(() => panel().showPopover());
    expect(screen.getByRole("button", { name: "First action", hidden: true })).toHaveFocus();
  });

  it("has a close button, which hides it without script, only when asked", () => {
    const { unmount } = render(<Panel />);
    expect(screen.queryByRole("button", { name: "Close", hidden: true })).toBeNull();
    unmount();
    render(<Panel showCloseButton />);
    const close = screen.getByRole("button", { name: "Close", hidden: true });
    expect(close).toHaveAttribute("popovertarget", panel().id);
    expect(close).toHaveAttribute("popovertargetaction", "hide");
  });

  it("can be controlled from outside, anchored to its trigger, and tells the page when the browser toggles it", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderControlled(onOpenChange);
    await toggleFromOutside(user);
    expect(popoverApi.isShown(panel())).toBe(true);
    expect(popoverApi.showPopover).toHaveBeenCalledWith({ source: openButton() });
    await toggleFromOutside(user);
    expect(popoverApi.isShown(panel())).toBe(false);
    // Escape or a click outside: the browser hides it and fires toggle.
    act(() => panel().showPopover());
    act(() => panel().hidePopover());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("a controlled panel closed and opened again by the browser before the page re-renders stays open", async () => {
    const user = userEvent.setup();
    const states: boolean[] = [];
    renderControlled((next) => states.push(next));
    await toggleFromOutside(user);
    // Escape, then a tap on the trigger, both before React renders the page's answer to the first.
    act(() => {
      panel().hidePopover();
      panel().showPopover();
    });
    expect(popoverApi.isShown(panel())).toBe(true);
    expect(states).toEqual([false, true]);
    // The page holds "open" again: its own button now closes the panel.
    await toggleFromOutside(user);
    expect(popoverApi.isShown(panel())).toBe(false);
  });

  it("starts open when uncontrolled with defaultOpen", () => {
    render(<Panel defaultOpen />);
    expect(popoverApi.isShown(panel())).toBe(true);
  });

  it("gives its contents a way to close it", async () => {
    const user = userEvent.setup();
    function Choice() {
      const close = useCloseFloatingPopover();
      return (
        <button type="button" onClick={close}>
          Choose
        </button>
      );
    }
    render(
      <FloatingPopover trigger={<Button>Open panel</Button>} title="Quick actions" defaultOpen>
        <Choice />
      </FloatingPopover>,
    );
    await user.click(screen.getByRole("button", { name: "Choose", hidden: true }));
    expect(popoverApi.isShown(panel())).toBe(false);
  });
});
