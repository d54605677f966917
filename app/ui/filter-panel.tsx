import { SlidersHorizontal } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { type FilterSelection, filterCountText } from "#model/ui/filter-panel.ts";
import { ownEntry } from "#model/security/own-entry.ts";
import { CheckboxBadge } from "./badge";
import { Button } from "./button";
import { cn } from "./cn";

export type FilterOption = { value: string; label?: string; emoji?: string };
export type FilterGroup = { id: string; label: string; options: readonly FilterOption[] };

/** The 'N of M' line; its number has a slot of its own, for code that updates it in place. */
function CountLine({ shown, total, noun }: { shown: number; total: number; noun?: string }) {
  return (
    <p data-slot="filter-panel-count" role="status" className="text-caption text-ink-muted">
      <strong data-slot="filter-panel-count-value" className="text-body3 text-ink">
        {filterCountText(shown, total)}
      </strong>
      {noun ? ` ${noun}` : null}
    </p>
  );
}

function ChipGroup({ labelId, label, children }: { labelId: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-sm">
      <p id={labelId} className="text-caption font-semibold tracking-wider text-ink-muted uppercase">
        {label}
      </p>
      <div className="flex flex-wrap gap-xs">{children}</div>
    </div>
  );
}

function ActionRow({ children }: { children: ReactNode }) {
  return (
    <div
      className={cn(
        "flex flex-wrap justify-end gap-sm border-t-2 border-border-soft bg-bg-default pt-md",
        // Inside a scrolling popover the buttons stay in reach at the bottom.
        "in-data-[slot=floating-popover-body]:sticky in-data-[slot=floating-popover-body]:-bottom-md in-data-[slot=floating-popover-body]:-mx-md in-data-[slot=floating-popover-body]:-mb-md in-data-[slot=floating-popover-body]:px-md in-data-[slot=floating-popover-body]:pb-md",
      )}
    >
      {children}
    </div>
  );
}

/**
 * The chips ticked in a filter form, by group id (its field names): what a React page reads when a
 * chip toggles. The boxes themselves are the state, as they are for an island.
 */
export function formSelection(form: HTMLFormElement, groups: readonly FilterGroup[]): FilterSelection {
  const data = new FormData(form);
  return Object.fromEntries(groups.map((group) => [group.id, data.getAll(group.id).map(String)]));
}

/** Unticks every chip of a filter form (what 'Clear' does on the pages that have one). */
export function untickAll(form: HTMLFormElement): void {
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) box.checked = false;
}

type FilterFormProps = {
  /** Each group's id is its field name. */
  groups: readonly FilterGroup[];
  /** The chips ticked as the page is drawn, by group id. */
  selection: FilterSelection;
  /** Where 'Apply Filters' sends the form, as a GET with one field per ticked chip. */
  action: string;
  /**
   * A field sent with every submit (name=1), so the page can tell a group sent with no chip ticked
   * (absent from the query) from an address that names no filter.
   */
  sentField?: string;
  /** The 'N of M' line: how many results the selection shows out of all, and what they are. */
  count?: { shown: number; total: number; noun?: string };
  clearLabel?: string;
  applyLabel?: string;
  className?: string;
  /**
   * For a page that runs React (the showcase's demos): a chip toggled, Apply, and Clear. A page
   * without React leaves them to its island, which finds the form by its data-slot.
   */
  onChange?: ComponentProps<"form">["onChange"];
  onSubmit?: ComponentProps<"form">["onSubmit"];
  /** After Clear has unticked every chip (in place of sending its empty form). */
  onClear?: () => void;
};

/**
 * Chip groups with a count and 'Clear' / 'Apply Filters' (SPEC §2 Solutions and Insights), as a
 * form: checkbox chips that toggle before and without script, 'Apply Filters' a submit button that
 * sends a GET to `action` (one field per ticked chip, so a server can answer it), 'Clear'
 * (data-action="clear") a submit button of a second, empty form beside it, so without script it
 * asks the server for the page with no chip ticked. With script, what Clear means, and what filters
 * in place, is each page's rule: its island's (which cancels that submit), or its React handlers'.
 * Usually shown inside a FloatingPopover.
 */
export function FilterForm({
  groups,
  selection,
  action,
  sentField,
  count,
  clearLabel = "Clear",
  applyLabel = "Apply Filters",
  className,
  onChange,
  onSubmit,
  onClear,
}: FilterFormProps) {
  const baseId = useId();
  const clearFormId = `${baseId}-clear`;
  return (
    <>
      <form
        method="get"
        action={action}
        data-slot="filter-form"
        className={cn("flex flex-col gap-lg", className)}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        {sentField ? <input type="hidden" name={sentField} value="1" /> : null}
        {count ? <CountLine {...count} /> : null}
        {groups.map((group) => {
          const chosen = ownEntry(selection, group.id) ?? [];
          return (
            <ChipGroup key={group.id} labelId={`${baseId}-${group.id}`} label={group.label}>
              {group.options.map((option) => (
                <CheckboxBadge
                  key={option.value}
                  name={group.id}
                  value={option.value}
                  defaultChecked={chosen.includes(option.value)}
                  emoji={option.emoji}
                >
                  {option.label ?? option.value}
                </CheckboxBadge>
              ))}
            </ChipGroup>
          );
        })}
        <ActionRow>
          <Button
            variant="ghost"
            size="sm"
            type="submit"
            form={clearFormId}
            data-action="clear"
            onClick={
              onClear &&
              ((event) => {
                event.preventDefault();
                const chips = event.currentTarget.closest("form");
                if (chips) untickAll(chips);
                onClear();
              })
            }
          >
            {clearLabel}
          </Button>
          <Button variant="primary" size="sm" type="submit">
            {applyLabel}
          </Button>
        </ActionRow>
      </form>
      <form id={clearFormId} method="get" action={action} hidden>
        {sentField ? <input type="hidden" name={sentField} value="1" /> : null}
      </form>
    </>
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
  /** Keep the badge in the page at 0, hidden, for code that updates it in place (a page without React). */
  keepBadge?: boolean;
};

const labelClasses = { visible: undefined, hidden: "sr-only", "hidden-mobile": "max-sm:sr-only" } as const;

/** The button that opens a filter panel, with a count badge (SPEC §2: 'a count badge on the filter button'). */
export function FilterTrigger({
  badgeCount,
  badgeLabel,
  label = "Filters",
  labelVisibility = "visible",
  variant = "secondary",
  keepBadge = false,
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
      <span data-slot="filter-trigger-label" className={labelClasses[labelVisibility]}>
        {label}
      </span>
      {badgeCount > 0 || keepBadge ? (
        <span
          aria-hidden="true"
          data-slot="filter-trigger-badge"
          hidden={badgeCount === 0}
          className="absolute -top-2 -right-2 grid h-6 min-w-6 place-items-center rounded-pill border-2 border-bg-default bg-primary px-1 text-caption leading-none font-bold text-on-primary"
        >
          {badgeCount}
        </span>
      ) : null}
    </Button>
  );
}
