import { useCallback, useRef, useState } from "react";
import { cn } from "../ui/cn";
import { Logo } from "./logo";
import { MenuOverlay } from "./menu-overlay";
import { MenuToggle } from "./menu-toggle";
import { ThemeToggle } from "./theme-toggle";
import { useScrolledPast } from "./use-scrolled-past";

/** SPEC §9: the top bar becomes more opaque once the page is scrolled past 50 px. */
export const TOP_BAR_SCROLL_THRESHOLD = 50;

/** Logo and menu toggle; the overlay is the only menu, on every screen size (SPEC §2). */
export function TopBar() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_THRESHOLD);
  const close = useCallback(() => setOpen(false), []);

  return (
    <header
      data-slot="top-bar"
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 w-full transition-[background-color,box-shadow,backdrop-filter] duration-300",
        scrolled ? "bg-bg-default/95 shadow-[0_1px_0_0_var(--color-border-soft)] backdrop-blur-md" : "bg-bg-default/40 backdrop-blur-[2px]",
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-md md:h-20 md:px-xl">
        <Logo />
        <ThemeToggle />
        <MenuToggle ref={toggleRef} open={open} onToggle={() => setOpen((value) => !value)} />
      </div>
      <MenuOverlay open={open} onClose={close} returnFocusTo={toggleRef} />
    </header>
  );
}
