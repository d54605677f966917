import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipProvider } from "./tooltip";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: "mouse" });
// Any way of closing starts the skip window; Escape is the simplest to send
// (the content stays open while the pointer travels towards it).
const leaveAndClose = (element: HTMLElement) => {
  fireEvent.pointerLeave(element, { pointerType: "mouse" });
  fireEvent.keyDown(document.body, { key: "Escape" });
};

describe("Tooltip (SPEC §9: open delay 700 ms, skip delay 300 ms)", () => {
  it("opens only after hovering for 700 ms", () => {
    render(
      <Tooltip content="Send me an e-mail">
        <button type="button">Mail</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Mail" });
    hover(trigger);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Send me an e-mail");
    expect(trigger).toHaveAttribute("aria-describedby", screen.getByRole("tooltip").id);
  });

  it("opens on keyboard focus and closes on Escape", () => {
    render(
      <Tooltip content="Copy the address">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Copy" });
    act(() => trigger.focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copy the address");
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("a neighbour opens at once within 300 ms of leaving the last one, and waits again after that", () => {
    render(
      <TooltipProvider>
        <Tooltip content="First tip">
          <button type="button">One</button>
        </Tooltip>
        <Tooltip content="Second tip">
          <button type="button">Two</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const one = screen.getByRole("button", { name: "One" });
    const two = screen.getByRole("button", { name: "Two" });
    hover(one);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole("tooltip")).toHaveTextContent("First tip");
    leaveAndClose(one);
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(250));
    hover(two);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Second tip");

    leaveAndClose(two);
    act(() => vi.advanceTimersByTime(301));
    hover(one);
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole("tooltip")).toHaveTextContent("First tip");
  });
});
