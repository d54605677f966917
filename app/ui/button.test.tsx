import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Mail } from "lucide-react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, buttonVariants } from "./button";
import { SafeLink } from "./safe-link";
import { CLICKED_STATE_MS } from "./use-clicked-state";
import { newTabName } from "#tests/helpers/new-tab-name.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("Button variants and sizes (SPEC Components pages: Buttons)", () => {
  it.each(["primary", "secondary", "tertiary", "destructive", "ghost", "link"] as const)(
    "the %s variant has its own look",
    (variant) => {
      render(<Button variant={variant}>Go</Button>);
      const button = screen.getByRole("button", { name: "Go" });
      expect(button).toHaveClass(...buttonVariants({ variant }).split(" "));
      const others = (["primary", "secondary", "tertiary", "destructive", "ghost", "link"] as const).filter((v) => v !== variant);
      for (const other of others) expect(buttonVariants({ variant: other })).not.toBe(buttonVariants({ variant }));
    },
  );

  it("every size of every boxed variant keeps the 44x44 minimum tap target (SPEC §9)", () => {
    for (const variant of ["primary", "secondary", "tertiary", "destructive", "ghost"] as const) {
      for (const size of ["sm", "md", "lg", "icon"] as const) {
        expect(buttonVariants({ size, variant }).split(" ")).toEqual(expect.arrayContaining(["min-h-11", "min-w-11"]));
      }
    }
    expect(buttonVariants({ size: "icon" })).toContain("size-11");
  });

  it("the link variant is an inline text link: no box padding to fight with", () => {
    const classes = buttonVariants({ variant: "link", size: "md" }).split(" ");
    expect(classes.filter((name) => /^(px|py|p|min-h|min-w)-/.test(name))).toEqual([]);
  });

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
    act(() => vi.advanceTimersByTime(CLICKED_STATE_MS - 1));
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
