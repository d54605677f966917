import type { ComponentProps } from "react";
import { cn } from "./cn";

type EmojiCardProps = ComponentProps<"li"> & {
  /** Decorative: screen readers skip it, the card's words say it all. */
  emoji: string;
  /** The emoji's size. */
  emojiClassName: string;
  /** A heading and a line under it, as a card of words has; other cards give their own children. */
  title?: string;
  text?: string;
};

/**
 * A list item framed as a card and led by a large emoji. The caller gives what differs by its classes
 * (direction, gap, background; cn() does not resolve conflicts, so the frame holds none of those).
 */
export function EmojiCard({ emoji, emojiClassName, title, text, className, children, ...props }: EmojiCardProps) {
  return (
    <li className={cn("flex rounded-card border-2 border-ink p-md md:p-lg", className)} {...props}>
      <span aria-hidden="true" className={cn("leading-none", emojiClassName)}>
        {emoji}
      </span>
      {title ? (
        <div className="flex flex-col gap-xs">
          <h3 className="type-h4">{title}</h3>
          <p className="text-body3 text-ink-muted">{text}</p>
        </div>
      ) : null}
      {children}
    </li>
  );
}
