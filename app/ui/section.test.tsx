import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./section";

describe("Section (SPEC: section backgrounds default, subtle, accent)", () => {
  it("is a region named by its h2, with an intro", () => {
    render(
      <Section id="about" title="Templates I Actually Use Every Day" titleId="about-title" intro="Three kinds." />,
    );
    const region = screen.getByRole("region", { name: "Templates I Actually Use Every Day" });
    expect(region).toHaveAttribute("id", "about");
    expect(screen.getByRole("heading", { level: 2 })).toHaveAttribute("id", "about-title");
    expect(screen.getByText("Three kinds.")).toBeInTheDocument();
  });

  it("takes a section-header emoji and highlighted words", () => {
    render(<Section title="Stuff I actually use" highlight="actually use" emoji="🧰" titleId="s" />);
    const heading = screen.getByRole("heading", { level: 2, name: "Stuff I actually use" });
    expect(heading.querySelector('[data-slot="emoji"]')).toHaveAttribute("data-size", "section-header");
    expect(heading.querySelector("mark")).toHaveTextContent("actually use");
  });
});
