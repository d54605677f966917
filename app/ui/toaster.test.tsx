import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubPopoverApi } from "#tests/helpers/popover-api.ts";
import { Toaster } from "./toaster";
import { dismissToast, showToast } from "./toasts";

let popovers: ReturnType<typeof stubPopoverApi>;

beforeEach(() => {
  // jsdom has no pointer capture.
  HTMLElement.prototype.setPointerCapture ??= () => {};
  popovers = stubPopoverApi();
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  popovers.restore();
});

describe("Toaster (SPEC §9: at most 3 visible toasts, auto-dismiss after 4 seconds)", () => {
  it("shows toasts in a polite region named Notifications", () => {
    render(<Toaster />);
    act(() => {
      showToast("Saved", "success");
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent("Saved");
  });

  it("keeps the region in the top layer: a manual popover, shown from the start and again when a toast arrives", () => {
    render(<Toaster />);
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region).toHaveAttribute("popover", "manual");
    expect(popovers.isShown(region)).toBe(true);
    popovers.showPopover.mockClear();
    popovers.hidePopover.mockClear();
    act(() => {
      showToast("Saved");
    });
    // Hidden and shown again, so it goes above a dialog or popover opened since.
    expect(popovers.hidePopover).toHaveBeenCalledTimes(1);
    expect(popovers.showPopover).toHaveBeenCalledTimes(1);
    expect(popovers.isShown(region)).toBe(true);
  });

  it("shows at most three toasts at once; the others wait their turn", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) showToast(`Toast number ${n}`);
    });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Toast number 1",
      "Toast number 2",
      "Toast number 3",
    ]);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Toast number 4",
      "Toast number 5",
    ]);
  });

  it("dismisses a toast after 4 seconds", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast("Saved for later");
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText("Saved for later")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved for later")).toBeNull();
  });

  it("keeps a toast under a finger, and gives it its full time once let go", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast("Hold me");
    });
    const element = screen.getByText("Hold me");
    fireEvent.pointerDown(element, { clientX: 100, clientY: 100, button: 0, pointerId: 1 });
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByText("Hold me")).toBeInTheDocument();
    fireEvent.pointerUp(element, { clientX: 100, clientY: 104, pointerId: 1 });
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText("Hold me")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Hold me")).toBeNull();
  });

  describe("swipe to dismiss (SPEC §9: threshold 20 px)", () => {
    function swipeDown(distance: number) {
      render(<Toaster />);
      act(() => {
        showToast("Swipe me");
      });
      const element = screen.getByText("Swipe me");
      fireEvent.pointerDown(element, { clientX: 100, clientY: 100, button: 0, pointerId: 1 });
      fireEvent.pointerMove(element, { clientX: 100, clientY: 100 + distance / 2, pointerId: 1 });
      fireEvent.pointerMove(element, { clientX: 100, clientY: 100 + distance, pointerId: 1 });
      fireEvent.pointerUp(element, { clientX: 100, clientY: 100 + distance, pointerId: 1 });
    }

    it("dismisses a toast swiped 20 px down", () => {
      swipeDown(20);
      expect(screen.queryByText("Swipe me")).toBeNull();
    });

    it("keeps a toast swiped less than 20 px, back in its place", () => {
      swipeDown(16);
      const element = screen.getByText("Swipe me");
      expect(element.style.translate).toBe("");
      expect(element).not.toHaveAttribute("data-swiping");
    });

    it("follows the finger while it is down", () => {
      render(<Toaster />);
      act(() => {
        showToast("Drag me");
      });
      const element = screen.getByText("Drag me");
      fireEvent.pointerDown(element, { clientX: 100, clientY: 100, button: 0, pointerId: 1 });
      fireEvent.pointerMove(element, { clientX: 100, clientY: 112, pointerId: 1 });
      expect(element.style.translate).toBe("0 12px");
    });
  });
});
