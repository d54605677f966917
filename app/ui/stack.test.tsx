import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stack, spacingTokens } from "./stack";

describe("Stack (SPEC Spacing tokens xs..section)", () => {
  it("knows SPEC's six tokens in order", () => {
    expect(spacingTokens).toEqual(["xs", "sm", "md", "lg", "xl", "section"]);
  });

  it.each(spacingTokens)("gap %s uses the gap-%s token class", (gap) => {
    render(<Stack gap={gap} data-testid="stack" />);
    expect(screen.getByTestId("stack")).toHaveClass(`gap-${gap}`);
  });
});
