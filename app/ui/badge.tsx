import { type VariantProps, cva } from "class-variance-authority";
import { Check } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { type BadgeLength, badgeLengthClass } from "#model/ui/badge-length.ts";
import { cn } from "./cn";

export const badgeVariants = cva(
  "items-center gap-xs rounded-pill border-2 px-sm py-0.5 text-caption font-semibold whitespace-nowrap",
  {
    variants: {
      variant: {
        default: "border-ink bg-bg-default text-ink",
        subtle: "border-transparent bg-bg-subtle text-ink",
        highlight: "border-ink bg-highlight text-on-light",
        cyan: "border-bg-rich-cyan bg-bg-rich-cyan text-on-dark",
        magenta: "border-bg-rich-magenta bg-bg-rich-magenta text-on-dark",
        dark: "border-bg-dark-primary bg-bg-dark-primary text-on-dark",
        /** A filter chip that is off; it switches to clickable-active when chosen (SPEC §4). */
        "clickable-default":
          "min-h-11 cursor-pointer border-ink bg-bg-default px-md text-ink transition-colors hover:bg-bg-subtle",
        "clickable-active":
          "min-h-11 cursor-pointer border-ink bg-ink px-md text-bg-default transition-colors hover:bg-ink-muted",
      },
      /**
       * SPEC §4: medium badges hide below the small breakpoint, long ones below
       * the large breakpoint. The display value lives here so `hidden` never
       * competes with a display class elsewhere.
       */
      length: {
        always: "inline-flex",
        short: "inline-flex",
        medium: "hidden sm:inline-flex",
        long: "hidden lg:inline-flex",
      },
    },
    defaultVariants: { variant: "default", length: "always" },
  },
);

type StaticVariant = Exclude<NonNullable<VariantProps<typeof badgeVariants>["variant"]>, `clickable-${string}`>;

type BadgeProps = Omit<ComponentProps<"span">, "children"> & {
  variant?: StaticVariant;
  /** Shown before the text, hidden from screen readers (the text says it all). */
  emoji?: string;
  children: ReactNode;
  /**
   * Hide medium and long badges on small screens (SPEC §4). On by default for
   * text badges; turn it off for a badge that must always show.
   */
  hideByLength?: boolean;
};

function lengthOf(children: ReactNode, hideByLength: boolean): BadgeLength | "always" {
  if (!hideByLength) return "always";
  if (typeof children === "string" || typeof children === "number") return badgeLengthClass(String(children));
  return "always";
}

/** A small label: a tag, a status, an image badge. */
export function Badge({ variant, emoji, children, hideByLength = true, className, ...props }: BadgeProps) {
  const length = lengthOf(children, hideByLength);
  return (
    <span
      data-slot="badge"
      data-length={length === "always" ? undefined : length}
      className={cn(badgeVariants({ variant, length }), className)}
      {...props}
    >
      {emoji ? <span aria-hidden="true">{emoji}</span> : null}
      {children}
    </span>
  );
}

type ToggleBadgeProps = Omit<ComponentProps<"button">, "children" | "onChange"> & {
  children: ReactNode;
  emoji?: string;
  /** Controlled state; leave out and use defaultPressed for an uncontrolled chip. */
  pressed?: boolean;
  defaultPressed?: boolean;
  onPressedChange?: (pressed: boolean) => void;
};

/**
 * A clickable badge (filter chip): a toggle button with aria-pressed, drawn as
 * clickable-default when off and clickable-active when on. It always shows,
 * whatever its length, because hiding it would hide a control.
 */
export function ToggleBadge({
  children,
  emoji,
  pressed: controlledPressed,
  defaultPressed = false,
  onPressedChange,
  onClick,
  className,
  ...props
}: ToggleBadgeProps) {
  const [uncontrolledPressed, setUncontrolledPressed] = useState(defaultPressed);
  const pressed = controlledPressed ?? uncontrolledPressed;
  return (
    <button
      type="button"
      data-slot="badge"
      data-state={pressed ? "on" : "off"}
      aria-pressed={pressed}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (controlledPressed === undefined) setUncontrolledPressed(!pressed);
        onPressedChange?.(!pressed);
      }}
      className={cn(
        badgeVariants({ variant: pressed ? "clickable-active" : "clickable-default", length: "always" }),
        className,
      )}
      {...props}
    >
      {pressed ? <Check aria-hidden="true" className="size-3.5 shrink-0" /> : null}
      {emoji ? <span aria-hidden="true">{emoji}</span> : null}
      {children}
    </button>
  );
}

type CheckboxBadgeProps = Omit<ComponentProps<"input">, "type" | "children"> & {
  children: ReactNode;
  emoji?: string;
};

/**
 * A filter chip that is a checkbox: a form field (name, value), so it toggles before and without
 * script and a form can send it. Drawn as clickable-default, and as clickable-active while ticked.
 * The box itself is invisible and covers the chip, so the chip is what is clicked and the box's
 * focus ring goes round the chip; the label is its accessible name.
 */
export function CheckboxBadge({ children, emoji, className, ...props }: CheckboxBadgeProps) {
  return (
    <label
      data-slot="badge"
      className={cn(
        badgeVariants({ variant: "clickable-default", length: "always" }),
        "relative has-checked:bg-ink has-checked:text-bg-default has-checked:hover:bg-ink-muted",
        className,
      )}
    >
      {/* Over the chip's border too, so its focus ring sits where a button's would. */}
      <input
        type="checkbox"
        className="peer absolute -inset-[2px] cursor-pointer appearance-none rounded-pill"
        {...props}
      />
      <Check aria-hidden="true" className="hidden size-3.5 shrink-0 peer-checked:block" />
      {emoji ? <span aria-hidden="true">{emoji}</span> : null}
      {children}
    </label>
  );
}
