import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Badge, ToggleBadge } from "./badge";

describe("Badge length class (SPEC §4: ≤15 short, ≤30 medium hidden below sm, longer hidden below lg)", () => {
  it("a short badge always shows", () => {
    render(<Badge>UX Research</Badge>);
    const badge = screen.getByText("UX Research");
    expect(badge).toHaveAttribute("data-length", "short");
  });

  it("a medium badge is hidden below the small breakpoint", () => {
    render(<Badge>Product Development</Badge>);
    const badge = screen.getByText("Product Development");
    expect(badge).toHaveAttribute("data-length", "medium");
  });

  it("a long badge is hidden below the large breakpoint", () => {
    render(<Badge>Research operations for six countries</Badge>);
    const badge = screen.getByText("Research operations for six countries");
    expect(badge).toHaveAttribute("data-length", "long");
  });

  it("can be told to always show", () => {
    render(<Badge hideByLength={false}>Research operations for six countries</Badge>);
    const badge = screen.getByText("Research operations for six countries");
    expect(badge).not.toHaveAttribute("data-length");
  });

  it("shows its emoji to the eye only", () => {
    render(<Badge emoji="🏆">Award</Badge>);
    const badge = screen.getByText("Award");
    expect(badge.querySelector('[aria-hidden="true"]')).toHaveTextContent("🏆");
  });
});

describe("ToggleBadge (SPEC §4: clickable-default switches to clickable-active when active)", () => {
  it("is a toggle button that flips aria-pressed and its look", async () => {
    const onPressedChange = vi.fn();
    render(<ToggleBadge onPressedChange={onPressedChange}>English</ToggleBadge>);
    const chip = screen.getByRole("button", { name: "English" });
    expect(chip).toHaveAttribute("aria-pressed", "false");
    expect(chip).toHaveAttribute("data-state", "off");
    await userEvent.click(chip);
    expect(chip).toHaveAttribute("aria-pressed", "true");
    expect(chip).toHaveAttribute("data-state", "on");
    expect(onPressedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(chip);
    expect(chip).toHaveAttribute("aria-pressed", "false");
    expect(onPressedChange).toHaveBeenLastCalledWith(false);
  });

  it("works from the keyboard (Space and Enter)", async () => {
    render(<ToggleBadge>Mental Health</ToggleBadge>);
    const chip = screen.getByRole("button", { name: "Mental Health" });
    chip.focus();
    await userEvent.keyboard(" ");
    expect(chip).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Enter}");
    expect(chip).toHaveAttribute("aria-pressed", "false");
  });

  it("follows a controlled pressed value", async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <ToggleBadge pressed={on} onPressedChange={setOn}>
            Indonesian
          </ToggleBadge>
          <output>{on ? "on" : "off"}</output>
        </>
      );
    }
    render(<Controlled />);
    const chip = screen.getByRole("button", { name: "Indonesian" });
    expect(chip).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(chip);
    expect(chip).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent("off");
  });
});
