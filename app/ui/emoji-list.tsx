import type { ReactNode } from "react";
import { cn } from "./cn";
import { Emoji } from "./emoji";

export type EmojiListItem = { emoji: string; content: ReactNode; id?: string };

type EmojiListProps = {
  items: readonly EmojiListItem[];
  className?: string;
};

/** A list whose bullets are emoji at SPEC's bullet size (16 / 20 / 24 px). */
export function EmojiList({ items, className }: EmojiListProps) {
  return (
    <ul data-slot="emoji-list" className={cn("flex flex-col gap-sm", className)}>
      {items.map((item, index) => (
        <li key={item.id ?? index} className="flex items-baseline gap-sm text-body3 md:gap-md md:text-body2">
          <Emoji emoji={item.emoji} size="bullet" className="translate-y-[0.1em]" />
          <span className="min-w-0">{item.content}</span>
        </li>
      ))}
    </ul>
  );
}
