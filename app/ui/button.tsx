import { type VariantProps, cva } from "class-variance-authority";
import { Check, LoaderCircle } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { cn } from "./cn";
import { useClickedState } from "./use-clicked-state";

const boxed: ("primary" | "secondary" | "tertiary" | "destructive" | "ghost" | "on-dark")[] = [
  "primary",
  "secondary",
  "tertiary",
  "destructive",
  "ghost",
  "on-dark",
];

/**
 * cn() does not resolve conflicting classes, so nothing here is overridden:
 * the tap-target minimum and the paddings belong to the boxed variants only,
 * and the link variant stays an inline text link.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-sm border-2 font-semibold whitespace-nowrap transition-[background-color,color,border-color,transform] duration-150 select-none disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress motion-safe:active:translate-y-px data-[state=clicked]:border-bg-dark-teal data-[state=clicked]:bg-bg-dark-teal data-[state=clicked]:text-on-dark",
  {
    variants: {
      variant: {
        primary: "border-primary bg-primary text-on-primary hover:border-primary-hover hover:bg-primary-hover",
        // No background of its own (the reset makes buttons transparent), so a caller may give it one.
        secondary: "border-ink text-ink hover:bg-ink hover:text-bg-default",
        tertiary: "border-transparent bg-bg-subtle text-ink hover:border-ink",
        destructive: "border-danger bg-danger text-on-dark hover:bg-[#8f1c13]",
        ghost: "border-transparent bg-transparent text-ink hover:bg-bg-subtle",
        link: "rounded-sm border-transparent text-link underline underline-offset-4 hover:decoration-2",
        "on-dark": "border-on-dark bg-on-dark text-on-light hover:bg-on-dark-hover",
      },
      size: {
        sm: "text-caption",
        md: "text-body3",
        lg: "text-body3 md:text-[1.125rem]",
        /** Square, for an icon alone; give the button an aria-label. */
        icon: "text-body3",
      },
    },
    compoundVariants: [
      // SPEC §9: 44 x 44 px minimum tap target.
      { variant: boxed, className: "min-h-11 min-w-11 rounded-pill" },
      { variant: boxed, size: "sm", className: "px-md py-xs" },
      { variant: boxed, size: "md", className: "px-lg py-sm" },
      { variant: boxed, size: "lg", className: "px-xl py-md" },
      { variant: boxed, size: "icon", className: "size-11 p-0" },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export type ButtonProps = Omit<ComponentProps<"button">, "children"> &
  ButtonVariantProps & {
    children?: ReactNode;
    /** An icon (e.g. a lucide-react element) drawn beside the label; decorative, so mark it aria-hidden. */
    icon?: ReactNode;
    iconPosition?: "start" | "end";
    /**
     * Gives the button's look to its one child instead of drawing a <button>: a link that looks like
     * a button is `<Button asChild><SafeLink href="/x">Label</SafeLink></Button>`. Loading and the
     * clicked state belong to buttons only.
     */
    asChild?: boolean;
    /** Shows a spinner, disables the button and sets aria-busy until the work is done. */
    loading?: boolean;
    /**
     * When set, a click switches the button to its clicked state for 2000 ms
     * (SPEC §9), showing this label with a check mark, then it reverts.
     */
    clickedLabel?: ReactNode;
  };

/**
 * The site's button (SPEC "Shared building blocks"): six visual variants, sizes,
 * an icon slot, loading and a temporary clicked state; with `asChild`, the look
 * of a link (SafeLink) or any other element given as its child.
 */
export function Button({
  className,
  variant,
  size,
  icon,
  iconPosition = "start",
  children,
  asChild = false,
  loading = false,
  clickedLabel,
  disabled,
  onClick,
  type = "button",
  ...props
}: ButtonProps) {
  const [clicked, triggerClicked] = useClickedState();
  const classes = cn(buttonVariants({ variant, size }), className);

  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} onClick={onClick} {...props}>
        {iconPosition === "start" ? icon : null}
        <Slot.Slottable>{children}</Slot.Slottable>
        {iconPosition === "end" ? icon : null}
      </Slot.Root>
    );
  }

  const showClicked = clicked && clickedLabel !== undefined && !loading;
  const state = loading ? "loading" : showClicked ? "clicked" : "idle";

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (clickedLabel !== undefined && !event.defaultPrevented) triggerClicked();
  }

  const shownIcon = loading ? (
    <LoaderCircle
      aria-hidden="true"
      data-slot="button-spinner"
      className="size-[1.1em] shrink-0 motion-safe:animate-spin"
    />
  ) : showClicked ? (
    <Check aria-hidden="true" className="size-[1.1em] shrink-0" />
  ) : (
    icon
  );
  const label = showClicked ? clickedLabel : children;

  return (
    <>
      <button
        data-slot="button"
        data-state={state}
        type={type}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        onClick={handleClick}
        className={classes}
        {...props}
      >
        {iconPosition === "start" ? shownIcon : null}
        {label}
        {iconPosition === "end" ? shownIcon : null}
      </button>
      {clickedLabel !== undefined ? (
        // Screen readers hear the confirmation; the button's own text change is not announced.
        <span role="status" className="sr-only">
          {showClicked ? clickedLabel : null}
        </span>
      ) : null}
    </>
  );
}
