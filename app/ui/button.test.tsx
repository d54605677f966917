import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Mail } from "lucide-react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { SafeLink } from "./safe-link";
import { newTabName } from "#tests/helpers/new-tab-name.ts";

afterEach(() => {
  vi.useRealTimers();
});

// Each variant's look and each size's tap target are measured in the browser (tests/e2e/components-part1.spec.ts).
describe("Button (SPEC Components pages: Buttons)", () => {
  it("is a plain button by default, so it never submits a form by accident", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("type", "button");
  });

  it("draws the icon slot before the label, or after it with iconPosition end", () => {
    const { rerender } = render(<Button icon={<Mail aria-hidden="true" data-testid="icon" />}>Email me</Button>);
    let button = screen.getByRole("button", { name: "Email me" });
    expect(button.firstElementChild).toBe(screen.getByTestId("icon"));
    rerender(
      <Button icon={<Mail aria-hidden="true" data-testid="icon" />} iconPosition="end">
        Email me
      </Button>,
    );
    button = screen.getByRole("button", { name: "Email me" });
    expect(button.lastElementChild).toBe(screen.getByTestId("icon"));
  });
});

describe("Button loading state (SPEC §4)", () => {
  it("shows a spinner, is disabled and busy, and ignores clicks", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("data-state", "loading");
    expect(button.querySelector('[data-slot="button-spinner"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is neither busy nor disabled when not loading", () => {
    render(<Button>Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute("aria-busy");
    expect(button.querySelector('[data-slot="button-spinner"]')).toBeNull();
  });
});

describe("Button clicked state (SPEC §9: 2000 ms)", () => {
  it("switches to its clicked label for 2000 ms, then reverts", () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(
      <Button clickedLabel="Copied!" onClick={onClick}>
        Copy
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Copy" });
    expect(button).toHaveAttribute("data-state", "idle");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("data-state", "clicked");
    expect(button).toHaveTextContent("Copied!");
    // Announced to screen readers too.
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
    act(() => vi.advanceTimersByTime(1999));
    expect(button).toHaveAttribute("data-state", "clicked");
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute("data-state", "idle");
    expect(button).toHaveTextContent("Copy");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("a second click restarts the 2000 ms", () => {
    vi.useFakeTimers();
    render(<Button clickedLabel="Done">Do it</Button>);
    const button = screen.getByRole("button", { name: "Do it" });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1500));
    expect(button).toHaveAttribute("data-state", "clicked");
    act(() => vi.advanceTimersByTime(500));
    expect(button).toHaveAttribute("data-state", "idle");
  });

  it("has no clicked state without a clicked label", () => {
    vi.useFakeTimers();
    render(<Button>Plain</Button>);
    const button = screen.getByRole("button", { name: "Plain" });
    fireEvent.click(button);
    expect(button).toHaveAttribute("data-state", "idle");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("does not leave a timer running after unmounting", () => {
    vi.useFakeTimers();
    const { unmount } = render(<Button clickedLabel="Done">Do it</Button>);
    fireEvent.click(screen.getByRole("button", { name: "Do it" }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Button asChild: a link that looks like a button", () => {
  it("gives its look and icon to the link it wraps, which stays a link and goes where SafeLink says", () => {
    render(
      <MemoryRouter>
        <Button asChild variant="secondary" icon={<Mail aria-hidden="true" data-testid="icon" />} iconPosition="end">
          <SafeLink href="https://example.com/store">Buy</SafeLink>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: newTabName("Buy") });
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.firstChild).toHaveTextContent("Buy");
    expect(link).toContainElement(screen.getByTestId("icon"));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps the words and the look of a link the rule refuses, as no link", () => {
    render(
      <Button asChild>
        <SafeLink href={"java\tscript:alert(1)"}>Run</SafeLink>
      </Button>,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Run")).toHaveAttribute("data-slot", "button");
  });
});
