import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import type * as ReactMarkdownModule from "react-markdown";
import { describe, expect, it, vi } from "vitest";
import { Markdown } from "./markdown";

// Counts how often react-markdown parses, around the real renderer.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock("react-markdown", async (importOriginal) => {
  const actual = await importOriginal<typeof ReactMarkdownModule>();
  const Counted = (props: ComponentProps<typeof actual.default>) => {
    parses.count += 1;
    return actual.default(props);
  };
  return { ...actual, default: Counted };
});

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
    expect(parses.count).toBe(1);
    rerender(<Card open text="Pours **slowly**." />);
    expect(parses.count).toBe(1);
    rerender(<Card open text="Pours **fast**." />);
    expect(parses.count).toBe(2);
    expect(screen.getByText("fast").tagName).toBe("STRONG");
  });
});
