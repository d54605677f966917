import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
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
});
