import { Check } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { type ButtonVariantProps, buttonVariants } from "./button";
import { cn } from "./cn";

type CopyTextProps = Omit<ComponentProps<"button">, "type" | "onClick" | "children"> &
  ButtonVariantProps & {
    /** What goes on the clipboard. */
    text: string;
    /** The button's label, e.g. 'Copy'. */
    children: ReactNode;
    /** What the button says for 2000 ms once the text is copied (SPEC §9 clicked state), e.g. 'Copied!'. */
    clickedLabel: string;
    /** A toast raised once the text is copied (the page needs a ToasterMarkup); none by default. */
    toast?: string;
    /** An icon before the label; decorative, so mark it aria-hidden. A check mark replaces it when clicked. */
    icon?: ReactNode;
  };

/**
 * A button that copies a text, as the site's Button looks, for pages that run no app JavaScript:
 * its code is the island copy-text (app/islands/copy-text.ts), loaded when the visitor first
 * reaches for it; a tap that came before the code is replayed once it has run (the shell's head
 * script). Copied, it shows its clicked label with a check mark for 2000 ms, says so to screen
 * readers, and raises its toast if it has one. Without JavaScript it is hidden: nothing could copy.
 */
export function CopyText({
  text,
  children,
  clickedLabel,
  toast,
  icon,
  variant = "secondary",
  size,
  className,
  ...props
}: CopyTextProps) {
  return (
    <span data-island="copy-text" data-slot="copy-text" className="contents noscript:hidden">
      <button
        type="button"
        data-slot="button"
        data-state="idle"
        data-copy-text={text}
        data-copy-toast={toast}
        data-clicked-label={clickedLabel}
        className={cn(buttonVariants({ variant, size }), "group/copy", className)}
        {...props}
      >
        {/* Both looks are in the page; the island's data-state picks one. */}
        <span className="contents group-data-[state=clicked]/copy:hidden">
          {icon}
          {children}
        </span>
        <span className="hidden group-data-[state=clicked]/copy:contents">
          <Check aria-hidden="true" className="size-[1.1em] shrink-0" />
          {clickedLabel}
        </span>
      </button>
      {/* Screen readers hear the confirmation; the button's own text change is not announced. */}
      <span role="status" data-slot="copy-text-status" className="sr-only" />
    </span>
  );
}
