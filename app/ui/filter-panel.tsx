import { SlidersHorizontal } from "lucide-react";
import { type ComponentProps, useId } from "react";
import { type FilterSelection, filterCountText } from "../../model/filter-panel";
import { ownEntry } from "../../model/own-entry";
import { ToggleBadge } from "./badge";
import { Button } from "./button";
import { cn } from "./cn";

export type FilterOption = { value: string; label?: string; emoji?: string };
export type FilterGroup = { id: string; label: string; options: readonly FilterOption[] };

type FilterPanelProps = {
  groups: readonly FilterGroup[];
  /** The chips that are on, by group id. */
  selection: FilterSelection;
  /** A chip was clicked; the page decides what that changes. */
  onToggle: (groupId: string, value: string) => void;
  onClear: () => void;
  onApply: () => void;
  /** The 'N of M' line: how many results the selection shows out of all, and what they are. */
  count?: { shown: number; total: number; noun?: string };
  clearLabel?: string;
  applyLabel?: string;
  className?: string;
};

/**
 * Chip groups with a count and 'Clear' / 'Apply Filters' (SPEC §2 Solutions and
 * Insights). Fully controlled: each page supplies its own rule for what a chip,
 * Clear and Apply do. Usually shown inside a FloatingPopover.
 */
export function FilterPanel({
  groups,
  selection,
  onToggle,
  onClear,
  onApply,
  count,
  clearLabel = "Clear",
  applyLabel = "Apply Filters",
  className,
}: FilterPanelProps) {
  const baseId = useId();
  return (
    <div data-slot="filter-panel" className={cn("flex flex-col gap-lg", className)}>
      {count ? (
        <p data-slot="filter-panel-count" role="status" className="text-caption text-ink-muted">
          <strong className="text-body3 text-ink">{filterCountText(count.shown, count.total)}</strong>
          {count.noun ? ` ${count.noun}` : null}
        </p>
      ) : null}
      {groups.map((group) => {
        const labelId = `${baseId}-${group.id}`;
        const chosen = ownEntry(selection, group.id) ?? [];
        return (
          <div key={group.id} role="group" aria-labelledby={labelId} className="flex flex-col gap-sm">
            <p id={labelId} className="text-caption font-semibold tracking-wider text-ink-muted uppercase">
              {group.label}
            </p>
            <div className="flex flex-wrap gap-xs">
              {group.options.map((option) => (
                <ToggleBadge
                  key={option.value}
                  emoji={option.emoji}
                  pressed={chosen.includes(option.value)}
                  onPressedChange={() => onToggle(group.id, option.value)}
                >
                  {option.label ?? option.value}
                </ToggleBadge>
              ))}
            </div>
          </div>
        );
      })}
      <div
        className={cn(
          "flex flex-wrap justify-end gap-sm border-t-2 border-border-soft bg-bg-default pt-md",
          // Inside a scrolling popover the buttons stay in reach at the bottom.
          "in-data-[slot=floating-popover-body]:sticky in-data-[slot=floating-popover-body]:-bottom-md in-data-[slot=floating-popover-body]:-mx-md in-data-[slot=floating-popover-body]:-mb-md in-data-[slot=floating-popover-body]:px-md in-data-[slot=floating-popover-body]:pb-md",
        )}
      >
        <Button variant="ghost" size="sm" onClick={onClear}>
          {clearLabel}
        </Button>
        <Button variant="primary" size="sm" onClick={onApply}>
          {applyLabel}
        </Button>
      </div>
    </div>
  );
}

type FilterTriggerProps = Omit<ComponentProps<"button">, "children"> & {
  /** The number on the trigger's badge; hidden at 0. What it counts is the page's rule. */
  badgeCount: number;
  /** What the number means, for screen readers, e.g. '2 filters selected'. */
  badgeLabel: string;
  label?: string;
  /** "hidden" shows only the icon, "hidden-mobile" only below 640 px; the label stays the accessible name. */
  labelVisibility?: "visible" | "hidden" | "hidden-mobile";
  /** Ghost for a trigger inside a toolbar. */
  variant?: "secondary" | "ghost";
};

const labelClasses = { visible: undefined, hidden: "sr-only", "hidden-mobile": "max-sm:sr-only" } as const;

/** The button that opens a filter panel, with a count badge (SPEC §2: 'a count badge on the filter button'). */
export function FilterTrigger({
  badgeCount,
  badgeLabel,
  label = "Filters",
  labelVisibility = "visible",
  variant = "secondary",
  className,
  ...props
}: FilterTriggerProps) {
  return (
    <Button
      variant={variant}
      size={labelVisibility === "hidden" ? "icon" : "md"}
      icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
      data-slot="filter-trigger"
      // The visible label first, then what the badge counts (WCAG label in name).
      aria-label={`${label}, ${badgeLabel}`}
      className={cn("relative", className)}
      {...props}
    >
      <span className={labelClasses[labelVisibility]}>{label}</span>
      {badgeCount > 0 ? (
        <span
          aria-hidden="true"
          data-slot="filter-trigger-badge"
          className="absolute -top-2 -right-2 grid h-6 min-w-6 place-items-center rounded-pill border-2 border-bg-default bg-primary px-1 text-caption leading-none font-bold text-on-primary"
        >
          {badgeCount}
        </span>
      ) : null}
    </Button>
  );
}
