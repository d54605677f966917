import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Text } from "./text";

// Each variant's size on each screen is measured in the browser (tests/e2e/components-part1.spec.ts).
describe("Text (SPEC Typography scale)", () => {
  it("renders headings as headings and body text as paragraphs by default", () => {
    render(
      <>
        <Text variant="h3">Case studies</Text>
        <Text variant="body1">Lead paragraph.</Text>
      </>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Case studies" })).toBeInTheDocument();
    expect(screen.getByText("Lead paragraph.").tagName).toBe("P");
  });

  it("can render a heading style on another element", () => {
    render(
      <Text variant="h1" as="p">
        Sample
      </Text>,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Sample").tagName).toBe("P");
  });
});
