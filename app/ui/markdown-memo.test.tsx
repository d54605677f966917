import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Markdown } from "./markdown";
import { markdownParses } from "#tests/helpers/test-markdown-parses.ts";

// The real react-markdown, counting how often it parses (markdownParses.count).
vi.mock("react-markdown", async () => (await import("#tests/helpers/test-markdown-parses.ts")).countedReactMarkdown());

function Card({ open, text }: { open: boolean; text: string }) {
  return (
    <section data-open={open}>
      <Markdown>{text}</Markdown>
    </section>
  );
}

describe("Markdown is parsed once per text", () => {
  it("does not parse again when its parent re-renders with the same text, and does for a new text", () => {
    const { rerender } = render(<Card open={false} text="Pours **slowly**." />);
    expect(markdownParses.count).toBe(1);
    rerender(<Card open text="Pours **slowly**." />);
    expect(markdownParses.count).toBe(1);
    rerender(<Card open text="Pours **fast**." />);
    expect(markdownParses.count).toBe(2);
    expect(screen.getByText("fast").tagName).toBe("STRONG");
  });
});
