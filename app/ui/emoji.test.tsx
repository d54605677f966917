import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Emoji, emojiVariants } from "./emoji";
import { EmojiList } from "./emoji-list";

describe("Emoji sizes (SPEC Content: bullet 16/20/24 px, section header 20/24/40 px)", () => {
  it("a bullet is 16 px on mobile, 20 px from tablet, 24 px from desktop", () => {
    expect(emojiVariants({ size: "bullet" }).split(" ")).toEqual(
      expect.arrayContaining(["text-[1rem]", "md:text-[1.25rem]", "lg:text-[1.5rem]"]),
    );
  });

  it("a section header emoji is 20 px on mobile, 24 px from tablet, 40 px from desktop", () => {
    expect(emojiVariants({ size: "section-header" }).split(" ")).toEqual(
      expect.arrayContaining(["text-[1.25rem]", "md:text-[1.5rem]", "lg:text-[2.5rem]"]),
    );
  });

  it("is decorative unless it gets a label", () => {
    const { container } = render(
      <>
        <Emoji emoji="✨" />
        <Emoji emoji="🏆" label="Award" />
      </>,
    );
    expect(container.querySelector('[data-slot="emoji"]')).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("img", { name: "Award" })).toHaveTextContent("🏆");
  });
});

describe("EmojiList", () => {
  it("is a list whose items read as their text, with emoji bullets at bullet size", () => {
    render(
      <EmojiList
        items={[
          { emoji: "📄", content: "Research plans" },
          { emoji: "🎤", content: "Interview guides" },
        ]}
      />,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["📄Research plans", "🎤Interview guides"]);
    for (const item of items) {
      expect(item.querySelector('[data-slot="emoji"]')).toHaveAttribute("data-size", "bullet");
    }
  });
});
