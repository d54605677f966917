import {
  Blocks,
  ChevronsUpDown,
  Image as ImageIcon,
  LayoutGrid,
  type LucideIcon,
  MessageSquare,
  MousePointerClick,
  Ruler,
  Type,
} from "lucide-react";
import type { ShowcaseSlug } from "#model/pages/showcase-pages.ts";

const icons: Record<ShowcaseSlug, LucideIcon> = {
  buttons: MousePointerClick,
  cards: LayoutGrid,
  collapsible: ChevronsUpDown,
  content: Blocks,
  typography: Type,
  spacing: Ruler,
  "floating-popover": MessageSquare,
  images: ImageIcon,
};

/** The hero's decoration: the page's icon on a sticker with hand-drawn squiggles and the demo count. */
export function ShowcaseDoodle({ slug, demoCount }: { slug: ShowcaseSlug; demoCount: number }) {
  const Icon = icons[slug];
  return (
    <div aria-hidden="true" className="relative hidden size-56 lg:block">
      <svg
        viewBox="0 0 224 224"
        className="absolute inset-0 size-full"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M22 58c14-18 30 8 44-10s30 6 44-12" stroke="var(--color-bg-rich-magenta)" strokeWidth="5" />
        <path
          d="M176 22l6 14 15 2-11 10 3 15-13-7-13 7 3-15-11-10 15-2z"
          fill="var(--color-highlight)"
          stroke="var(--color-ink)"
          strokeWidth="3"
        />
        <path d="M30 190c20 10 44-6 64 4" stroke="var(--color-bg-rich-cyan)" strokeWidth="5" />
        <circle cx="196" cy="170" r="7" stroke="var(--color-ink)" strokeWidth="3" />
      </svg>
      <div className="absolute inset-10 flex rotate-[-6deg] items-center justify-center rounded-full border-2 border-ink bg-bg-rich-cyan text-on-dark shadow-[6px_6px_0_0_var(--color-ink)]">
        <Icon className="size-16" strokeWidth={1.75} />
      </div>
      <span className="absolute right-2 bottom-8 rotate-[8deg] rounded-pill border-2 border-ink bg-highlight px-sm py-xs text-caption font-bold text-on-light">
        {demoCount} {demoCount === 1 ? "demo" : "demos"}
      </span>
    </div>
  );
}
