import type { Talk } from "#model/content/talk.ts";
import { talkStats } from "#model/content/talk-filter.ts";
import { EmojiCard } from "~/ui/emoji-card";

/** SPEC §2 Insights: three stat cards, counted from the talks themselves. */
export function TalkStats({ talks }: { talks: readonly Talk[] }) {
  const stats = talkStats(talks);
  const cards = [
    { emoji: "🎤", value: stats.engagements, label: "Speaking engagements", tone: "bg-bg-rich-magenta text-on-dark" },
    { emoji: "🗣️", value: stats.languages, label: "Languages", tone: "bg-bg-rich-cyan text-on-dark" },
    { emoji: "🧭", value: stats.topics, label: "Topics", tone: "bg-highlight text-on-light" },
  ] as const;
  return (
    <ul
      aria-label="Insights in numbers"
      className="mx-auto grid w-full max-w-6xl list-none gap-md px-md sm:grid-cols-3 md:px-xl"
    >
      {cards.map((card) => (
        <EmojiCard
          key={card.label}
          data-slot="talk-stat"
          emoji={card.emoji}
          emojiClassName="text-[2rem]"
          className={`items-center gap-md shadow-[4px_4px_0_0_var(--color-ink)] ${card.tone}`}
        >
          <span className="flex flex-col">
            <span className="font-display text-[2.5rem] leading-none font-bold">{card.value}</span>
            <span className="text-body3 font-semibold">{card.label}</span>
          </span>
        </EmojiCard>
      ))}
    </ul>
  );
}
