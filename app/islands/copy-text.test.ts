import { fireEvent, waitFor } from "@testing-library/dom";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLICKED_STATE_MS, TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from "#model/ui/feedback-timing.ts";
import { TOAST_SWIPE_THRESHOLD_PX } from "#model/ui/toast-swipe.ts";
import { stubPopoverApi } from "#tests/helpers/popover-api.ts";
import { start } from "./copy-text";
import { dismissAllToasts } from "./toasts";
import { COPY_CONFIRMATIONS } from "~/ui/clipboard";
import { CopyText } from "~/ui/copy-text";
import { ToasterMarkup } from "~/ui/toaster";

// The island over the markup the pre-render writes (app/ui/copy-text.tsx, ToasterMarkup), started as
// the shell's head script starts it: SPEC §2 Contact's Copy ('Copied to clipboard!'), §4 referral
// codes ('Copied!' on the button, no toast), §8 (a failed copy is logged only), §9 (clicked state
// 2000 ms; at most 3 toasts, 4 seconds each, swiped away from 20 px).

let popovers: ReturnType<typeof stubPopoverApi>;
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  popovers = stubPopoverApi();
  // jsdom has no pointer capture.
  HTMLElement.prototype.setPointerCapture ??= () => {};
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});

afterEach(() => {
  dismissAllToasts();
  vi.useRealTimers();
  popovers.restore();
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  document.body.innerHTML = "";
});

/** Lets the copy's promises settle (the clipboard answers at once here), without moving fake time on. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

/** The page's markup: an address's Copy button with a toast, a referral code's without, and the toaster. */
function openPage() {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(CopyText, {
        text: "hello@site.example",
        toast: COPY_CONFIRMATIONS.text,
        clickedLabel: "Copied",
        "aria-label": "Copy hello@site.example",
        children: "Copy",
      }),
      createElement(CopyText, { text: "MOCHI-10", clickedLabel: COPY_CONFIRMATIONS.button, children: "Copy" }),
      createElement(ToasterMarkup),
    ),
  );
  const [address, referral] = [...document.querySelectorAll<HTMLElement>('[data-island="copy-text"]')];
  if (!address || !referral) throw new Error("no copy buttons");
  const region = document.querySelector<HTMLElement>('[data-slot="toaster"]') as HTMLElement;
  const button = (root: HTMLElement) => root.querySelector("button") as HTMLButtonElement;
  const status = (root: HTMLElement) => root.querySelector('[role="status"]') as HTMLElement;
  const toasts = () => [...region.querySelectorAll("ol:not([hidden]) > li")].map((item) => item.textContent);
  return { address, referral, region, button, status, toasts };
}

describe("the copy-text island", () => {
  it("is a type=button the shell can replay, with both labels in the page", () => {
    const { address, button } = openPage();
    expect(button(address).type).toBe("button");
    expect(button(address).dataset.state).toBe("idle");
    expect(button(address).getAttribute("aria-label")).toBe("Copy hello@site.example");
    expect(button(address).textContent).toBe("CopyCopied");
  });

  it("copies the address, shows 'Copied' for 2000 ms, says so to screen readers, and raises 'Copied to clipboard!'", async () => {
    const { address, region, button, status, toasts } = openPage();
    start(address);
    // The live region is shown as the island starts, before anything is announced in it.
    expect(popovers.isShown(region)).toBe(true);
    vi.useFakeTimers();
    fireEvent.click(button(address));
    await settle();
    expect(button(address).dataset.state).toBe("clicked");
    expect(writeText).toHaveBeenCalledWith("hello@site.example");
    expect(status(address).textContent).toBe("Copied");
    expect(toasts()).toEqual(["Copied to clipboard!"]);
    const toast = region.querySelector("li") as HTMLElement;
    expect(toast.dataset.tone).toBe("success");
    expect(toast.querySelector("svg")).not.toBeNull();
    vi.advanceTimersByTime(CLICKED_STATE_MS - 1);
    expect(button(address).dataset.state).toBe("clicked");
    vi.advanceTimersByTime(1);
    expect(button(address).dataset.state).toBe("idle");
    expect(status(address).textContent).toBe("");
    vi.advanceTimersByTime(TOAST_DURATION_MS - CLICKED_STATE_MS - 1);
    expect(toasts()).toEqual(["Copied to clipboard!"]);
    vi.advanceTimersByTime(1);
    expect(toasts()).toEqual([]);
  });

  it("a referral code's button says 'Copied!' and raises no toast", async () => {
    const { referral, region, button, status, toasts } = openPage();
    start(referral);
    expect(popovers.isShown(region)).toBe(false);
    fireEvent.click(button(referral));
    await waitFor(() => expect(button(referral).dataset.state).toBe("clicked"));
    expect(writeText).toHaveBeenCalledWith("MOCHI-10");
    expect(status(referral).textContent).toBe("Copied!");
    expect(toasts()).toEqual([]);
  });

  it("a failed copy is only logged: no clicked state, no toast", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    writeText.mockRejectedValue(new Error("denied"));
    const { address, button, toasts } = openPage();
    start(address);
    fireEvent.click(button(address));
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Copy to clipboard failed:", expect.any(Error)));
    expect(button(address).dataset.state).toBe("idle");
    expect(toasts()).toEqual([]);
    warn.mockRestore();
  });

  it("shows at most 3 toasts; the next shows when one leaves, with its own 4 seconds", async () => {
    const { address, button, toasts } = openPage();
    start(address);
    vi.useFakeTimers();
    for (let copy = 0; copy < TOAST_VISIBLE_MAX + 1; copy += 1) {
      fireEvent.click(button(address));
      await settle();
    }
    expect(writeText).toHaveBeenCalledTimes(TOAST_VISIBLE_MAX + 1);
    expect(toasts()).toHaveLength(TOAST_VISIBLE_MAX);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it("a toast swiped down 20 px leaves; a shorter swipe springs back and the toast stays its full time", async () => {
    const { address, region, button, toasts } = openPage();
    start(address);
    vi.useFakeTimers();
    fireEvent.click(button(address));
    await settle();
    expect(toasts()).toHaveLength(1);
    const toast = region.querySelector("li") as HTMLElement;
    fireEvent.pointerDown(toast, { button: 0, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientY: 110, pointerId: 1 });
    expect(toast.style.translate).toBe("0 10px");
    expect(toast.dataset.swiping).toBe("true");
    // Held: it does not leave while under the finger.
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    fireEvent.pointerUp(toast, { clientY: 110, pointerId: 1 });
    expect(toast.style.translate).toBe("");
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerDown(toast, { button: 0, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientY: 100 + TOAST_SWIPE_THRESHOLD_PX, pointerId: 1 });
    expect(toasts()).toEqual([]);
  });
});

describe("the islands' toasts", () => {
  it("look as the pre-rendered prototype says also when React drew the toaster (a visit within the app)", async () => {
    const { render } = await import("@testing-library/react");
    render(createElement(ToasterMarkup));
    const { showToast } = await import("./toasts");
    showToast("Copied to clipboard!", "success");
    const toast = document.querySelector('[data-slot="toaster"] ol:not([hidden]) > li') as HTMLElement;
    expect(toast.textContent).toBe("Copied to clipboard!");
    expect(toast.querySelector("svg")).not.toBeNull();
  });
});
