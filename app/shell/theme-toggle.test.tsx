import { render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ThemeSelect, ThemeToggle } from "./theme-toggle";

// Dark mode: the toggle is a native select, named and keyboard-operable with no script of ours.
describe("ThemeToggle", () => {
  it("is a select named 'Colour theme' with Light, Dark and System, on System and marked for the head script", () => {
    render(<ThemeSelect />);
    const select = screen.getByRole("combobox", { name: "Colour theme" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => [option.getAttribute("value"), option.textContent]),
    ).toEqual([
      ["light", "Light"],
      ["dark", "Dark"],
      ["system", "System"],
    ]);
    expect(select).toHaveValue("system");
    expect(select).toHaveAttribute("data-theme-choice");
  });

  it("in the browser keeps the pre-rendered select: React renders the outer element only, with nothing to write over it", () => {
    // The component tests run as the browser bundle does (not the pre-render).
    expect(renderToStaticMarkup(<ThemeToggle />)).toBe('<span data-slot="theme-toggle"></span>');
  });
});
