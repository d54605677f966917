import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Heading } from "./heading";

describe("Heading (SPEC Content: H1 and H2 header variants)", () => {
  it("renders an h1 or an h2 by level", () => {
    render(
      <>
        <Heading level={1}>Work, but make it a story.</Heading>
        <Heading level={2}>How I work</Heading>
      </>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Work, but make it a story.");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("How I work");
  });

  it("highlights the chosen words of a string title, and the title still reads as one", () => {
    render(
      <Heading level={1} highlight="boring">
        Not your boring CV
      </Heading>,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Not your boring CV" });
    const marks = heading.querySelectorAll("mark");
    expect([...marks].map((mark) => mark.textContent)).toEqual(["boring"]);
  });

  it("shows an icon that screen readers skip", () => {
    render(
      <Heading level={2} icon="🧭">
        Values
      </Heading>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Values" });
    expect(heading.querySelector('[data-slot="heading-icon"]')).toHaveAttribute("aria-hidden", "true");
  });

  // The sizes of the type scale and the room each spacing leaves are measured in the browser
  // (tests/e2e/components-part1.spec.ts).
  it("shows a subtitle under the title, outside the heading's name", () => {
    render(
      <Heading level={2} spacing="spacious" subtitle="More room to breathe.">
        Spacious
      </Heading>,
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Spacious");
    expect(screen.getByText("More room to breathe.").tagName).toBe("P");
  });

  it("can draw an H1 as a paragraph, so a documentation page keeps one h1", () => {
    render(
      <Heading level={1} as="p">
        Looks like an H1
      </Heading>,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Looks like an H1").closest("p")).toBeInTheDocument();
  });
});
