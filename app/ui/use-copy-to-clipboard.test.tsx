import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubPopoverApi } from "#tests/helpers/popover-api.ts";
import { Button } from "./button";
import { Toaster } from "./toaster";
import { dismissToast } from "./toasts";
import { COPY_CONFIRMATIONS, copyToClipboard, useCopyToClipboard } from "./use-copy-to-clipboard";

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

// The toaster's region is a popover, which jsdom lacks.
let popovers: ReturnType<typeof stubPopoverApi>;
beforeEach(() => {
  popovers = stubPopoverApi();
});

afterEach(() => {
  // Toasts live in a module-level store; start each test empty.
  act(() => dismissToast());
  popovers.restore();
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
});

function CopyEmail({ toastText }: { toastText?: string | false }) {
  const { copy, copied } = useCopyToClipboard();
  return (
    <>
      <Button
        onClick={() => void copy("sekar@example.com", toastText === undefined ? undefined : { toast: toastText })}
      >
        {copied ? "Copied!" : "Copy email"}
      </Button>
      <Toaster />
    </>
  );
}

describe("copy to clipboard (SPEC §4 copy actions, §8 confirmations and failure)", () => {
  it("quotes SPEC's confirmation texts exactly", () => {
    expect(COPY_CONFIRMATIONS).toEqual({
      text: "Copied to clipboard!",
      email: "Copied email to clipboard!",
      button: "Copied!",
    });
  });

  it("copies the text and confirms with a toast", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    render(<CopyEmail toastText={COPY_CONFIRMATIONS.email} />);
    await userEvent.click(screen.getByRole("button", { name: "Copy email" }));
    expect(writeText).toHaveBeenCalledWith("sekar@example.com");
    expect(await screen.findByText("Copied email to clipboard!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
  });

  it("says 'Copied to clipboard!' by default", async () => {
    mockClipboard(() => Promise.resolve());
    render(<CopyEmail />);
    await userEvent.click(screen.getByRole("button", { name: "Copy email" }));
    expect(await screen.findByText("Copied to clipboard!")).toBeInTheDocument();
  });

  it("shows no toast when the caller asks for none", async () => {
    mockClipboard(() => Promise.resolve());
    render(<CopyEmail toastText={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Copy email" }));
    expect(await screen.findByRole("button", { name: "Copied!" })).toBeInTheDocument();
    expect(screen.queryByText("Copied to clipboard!")).toBeNull();
  });

  it("on failure only logs: no toast, no copied state, no exception", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    mockClipboard(() => Promise.reject(new Error("Write permission denied")));
    render(<CopyEmail />);
    await userEvent.click(screen.getByRole("button", { name: "Copy email" }));
    await act(() => Promise.resolve());
    expect(warn).toHaveBeenCalledWith("Copy to clipboard failed:", expect.any(Error));
    expect(screen.getByRole("button", { name: "Copy email" })).toBeInTheDocument();
    expect(screen.queryByText("Copied to clipboard!")).toBeNull();
  });

  it("resolves false and logs when there is no clipboard at all", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(copyToClipboard("x")).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
