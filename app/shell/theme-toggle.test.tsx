import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ThemeSelect, ThemeToggle } from "./theme-toggle";

// Dark mode: the toggle is a native radio group, named and keyboard-operable with no script of ours.
describe("ThemeToggle", () => {
  afterEach(() => document.documentElement.removeAttribute("data-theme"));

  it("is a group named 'Colour theme' of three radios, Light, Dark and System, marked for the head script", () => {
    render(<ThemeToggle name="theme-top-bar" />);
    const group = screen.getByRole("group", { name: "Colour theme" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["light", "dark", "system"]);
    for (const [index, name] of ["Light", "Dark", "System"].entries()) {
      expect(radios[index]).toHaveAccessibleName(name);
      expect(radios[index]).toHaveAttribute("name", "theme-top-bar");
      expect(radios[index]).toHaveAttribute("data-theme-choice");
    }
  });

  it("renders System checked, as in the pre-rendered page", () => {
    render(<ThemeToggle name="theme-top-bar" />);
    expect(screen.getByRole("radio", { name: "System" })).toBeChecked();
  });

  it("checks the choice in effect when it is first rendered in the browser", () => {
    document.documentElement.setAttribute("data-theme", "dark");
    render(<ThemeToggle name="theme-menu" tone="on-dark" />);
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "System" })).not.toBeChecked();
  });

  it("on a phone's top bar is a select named 'Colour theme' with the same three choices", () => {
    document.documentElement.setAttribute("data-theme", "light");
    render(<ThemeSelect />);
    const select = screen.getByRole("combobox", { name: "Colour theme" });
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Light", "Dark", "System"]);
    expect(select).toHaveValue("light");
    expect(select).toHaveAttribute("data-theme-choice");
  });
});
