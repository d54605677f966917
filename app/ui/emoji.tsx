import { type VariantProps, cva } from "class-variance-authority";
import { cn } from "./cn";

/** SPEC Content: list-item emoji sizes across mobile / tablet / desktop. */
export const emojiVariants = cva("inline-block shrink-0 leading-none", {
  variants: {
    size: {
      /** 16 / 20 / 24 px */
      bullet: "text-[1rem] md:text-[1.25rem] lg:text-[1.5rem]",
      /** 20 / 24 / 40 px */
      "section-header": "text-[1.25rem] md:text-[1.5rem] lg:text-[2.5rem]",
    },
  },
  defaultVariants: { size: "bullet" },
});

type EmojiProps = VariantProps<typeof emojiVariants> & {
  emoji: string;
  /** Give a label only when the emoji carries meaning the text does not; otherwise it is decorative. */
  label?: string;
  className?: string;
};

/** An emoji used as a bullet or a section marker. */
export function Emoji({ emoji, label, size, className }: EmojiProps) {
  return (
    <span
      data-slot="emoji"
      data-size={size ?? "bullet"}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(emojiVariants({ size }), className)}
    >
      {emoji}
    </span>
  );
}
