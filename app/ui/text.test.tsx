import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Text, textVariants } from "./text";

describe("Text (SPEC Typography scale)", () => {
  it.each([
    ["h1", "type-h1"],
    ["h2", "type-h2"],
    ["h3", "type-h3"],
    ["h4", "type-h4"],
    ["body1", "text-body1"],
    ["body2", "text-body2"],
    ["body3", "text-body3"],
    ["caption", "text-caption"],
  ] as const)("%s uses the %s token class", (variant, className) => {
    expect(textVariants({ variant }).split(" ")).toContain(className);
  });

  it("renders headings as headings and body text as paragraphs by default", () => {
    render(
      <>
        <Text variant="h3">Case studies</Text>
        <Text variant="body1">Lead paragraph.</Text>
      </>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Case studies" })).toHaveClass("type-h3");
    expect(screen.getByText("Lead paragraph.").tagName).toBe("P");
  });

  it("can render a heading style on another element", () => {
    render(
      <Text variant="h1" as="p">
        Sample
      </Text>,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Sample")).toHaveClass("type-h1");
  });
});
