import { EmojiCard } from "~/ui/emoji-card";

/** A card of words (its title and line) and a card with its own content, as the site uses them. */
export function EmojiCardKinds() {
  return (
    <ul className="grid list-none gap-md p-0 md:grid-cols-2">
      <EmojiCard
        emoji="🔍"
        emojiClassName="text-[2rem]"
        title="I do my homework"
        text="Bought with my own money and used for months before it made the list."
        className="flex-col gap-sm bg-bg-default"
      />
      <EmojiCard
        emoji="🎤"
        emojiClassName="text-[2rem]"
        className="items-center gap-md bg-bg-rich-magenta text-on-dark"
      >
        <span className="flex flex-col">
          <span className="font-display text-[2.5rem] leading-none font-bold">16</span>
          <span className="text-body3 font-semibold">Speaking engagements</span>
        </span>
      </EmojiCard>
    </ul>
  );
}
