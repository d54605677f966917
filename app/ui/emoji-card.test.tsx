import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmojiCard } from "./emoji-card";

describe("EmojiCard", () => {
  it("is a list item whose emoji screen readers skip, with its title as a heading and its line under it", () => {
    render(
      <ul>
        <EmojiCard emoji="🔍" emojiClassName="text-[2rem]" title="I do my homework" text="Used for months first." />
      </ul>,
    );
    const card = screen.getByRole("listitem");
    expect(card).toHaveAccessibleName("");
    expect(screen.getByRole("heading", { level: 3, name: "I do my homework" })).toBeInTheDocument();
    expect(screen.getByText("Used for months first.")).toBeInTheDocument();
    expect(screen.getByText("🔍")).toHaveAttribute("aria-hidden", "true");
  });

  it("holds content of its own when it has no title", () => {
    render(
      <ul>
        <EmojiCard emoji="🎤" emojiClassName="text-[2rem]">
          <span>16 talks</span>
        </EmojiCard>
      </ul>,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByRole("listitem")).toHaveTextContent("🎤16 talks");
  });
});
