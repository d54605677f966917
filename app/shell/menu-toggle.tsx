import type { Ref } from "react";
import { cn } from "../ui/cn";

type MenuToggleProps = {
  open: boolean;
  onToggle: () => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The three-line menu button. Its accessible name and aria-expanded say whether
 * the menu is open; the lines turn into a cross while it is.
 */
export function MenuToggle({ open, onToggle, className, ref }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls="site-menu"
      aria-label={open ? "Close menu" : "Open menu"}
      data-state={open ? "open" : "closed"}
      data-slot="menu-toggle"
      className={cn(
        "group relative inline-flex size-12 items-center justify-center rounded-pill border-2 border-ink bg-bg-default text-ink transition-colors hover:bg-ink hover:text-bg-default",
        className,
      )}
    >
      <span aria-hidden="true" className="relative block h-4 w-5">
        <span className="absolute top-0 left-0 h-0.5 w-5 rounded bg-current transition-transform duration-300 group-data-[state=open]:translate-y-[7px] group-data-[state=open]:rotate-45" />
        <span className="absolute top-[7px] left-0 h-0.5 w-5 rounded bg-current transition-opacity duration-300 group-data-[state=open]:opacity-0" />
        <span className="absolute top-[14px] left-0 h-0.5 w-5 rounded bg-current transition-transform duration-300 group-data-[state=open]:-translate-y-[7px] group-data-[state=open]:-rotate-45" />
      </span>
    </button>
  );
}
