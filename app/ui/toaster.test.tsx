import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_SWIPE_THRESHOLD_PX } from "../../scripts/vite-sonner-swipe-threshold";
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX, Toaster } from "./toaster";

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe("Toaster (SPEC §9: at most 3 visible toasts, auto-dismiss after 4 seconds)", () => {
  it("uses SPEC's numbers", () => {
    expect(TOAST_VISIBLE_MAX).toBe(3);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it("shows at most three toasts at once", async () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast(`Toast number ${n}`);
    });
    await screen.findByText("Toast number 5");
    const toasts = document.querySelectorAll("[data-sonner-toast]");
    const visible = [...toasts].filter((element) => element.getAttribute("data-visible") === "true");
    expect(visible).toHaveLength(3);
  });

  it("dismisses a toast after 4 seconds", async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast("Saved for later");
    });
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText("Saved for later")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 200));
    expect(document.querySelector("[data-sonner-toast]")).toHaveAttribute("data-removed", "false");
    act(() => vi.advanceTimersByTime(400));
    // sonner marks the toast removed, then animates it out.
    const removed = document.querySelector("[data-sonner-toast]");
    expect(removed === null || removed.getAttribute("data-removed") === "true").toBe(true);
  });

  describe("swipe to dismiss (SPEC §9: threshold 20 px)", () => {
    /** A slow downward swipe (1 s), so sonner's flick-velocity rule cannot be what dismisses it. */
    async function swipeDown(distance: number) {
      vi.useFakeTimers({ toFake: ["Date"] });
      render(<Toaster />);
      act(() => {
        toast("Swipe me");
      });
      const element = (await screen.findByText("Swipe me")).closest("[data-sonner-toast]");
      if (!(element instanceof HTMLElement)) throw new Error("no toast element");
      // jsdom has no pointer capture; sonner calls it on pointer down.
      element.setPointerCapture = () => {};
      fireEvent.pointerDown(element, { clientX: 100, clientY: 100, button: 0 });
      fireEvent.pointerMove(element, { clientX: 100, clientY: 102 });
      fireEvent.pointerMove(element, { clientX: 100, clientY: 100 + distance });
      vi.setSystemTime(Date.now() + 1000);
      fireEvent.pointerUp(element, { clientX: 100, clientY: 100 + distance });
      return element;
    }

    it("uses SPEC's number", () => {
      expect(TOAST_SWIPE_THRESHOLD_PX).toBe(20);
    });

    it("dismisses a toast swiped 20 px", async () => {
      const element = await swipeDown(TOAST_SWIPE_THRESHOLD_PX);
      expect(element).toHaveAttribute("data-swipe-out", "true");
    });

    it("keeps a toast swiped less than 20 px", async () => {
      const element = await swipeDown(TOAST_SWIPE_THRESHOLD_PX - 4);
      expect(element).toHaveAttribute("data-swipe-out", "false");
      expect(element).toHaveAttribute("data-removed", "false");
    });
  });
});
