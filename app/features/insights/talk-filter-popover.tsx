import { TALK_LANGUAGES, TALK_TOPICS } from "../../../model/talk-options";
import type { TalkFilter } from "../../../model/talk-filter";
import { type FilterGroup, FilterPanel, FilterTrigger } from "~/ui/filter-panel";
import { FloatingPopover } from "~/ui/floating-popover";

const groups: FilterGroup[] = [
  { id: "language", label: "Language", options: TALK_LANGUAGES.map((value) => ({ value })) },
  { id: "topics", label: "Topics", options: TALK_TOPICS.map((value) => ({ value })) },
];

type TalkFilterPopoverProps = {
  /** The filter button's id, so the page can give it focus. */
  triggerId: string;
  selected: TalkFilter;
  /** SPEC §4: the number of filters changed against the applied ones. */
  changedCount: number;
  /** How many talks the current selection would show, of all. */
  count: { shown: number; total: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onToggle: (group: "language" | "topics", value: string) => void;
  onClear: () => void;
  onApply: () => void;
};

/**
 * SPEC §2 Insights: the floating filter popover with Language and Topics chips. Filtering needs
 * script, so without it the trigger is hidden and the page shows every talk.
 */
export function TalkFilterPopover({
  triggerId,
  selected,
  changedCount,
  count,
  open,
  onOpenChange,
  onToggle,
  onClear,
  onApply,
}: TalkFilterPopoverProps) {
  const badgeLabel =
    changedCount === 0 ? "no unapplied changes" : `${changedCount} unapplied ${changedCount === 1 ? "change" : "changes"}`;
  return (
    <FloatingPopover
      title="Filter talks"
      showCloseButton
      open={open}
      onOpenChange={onOpenChange}
      trigger={<FilterTrigger id={triggerId} label="Filters" labelVisibility="hidden-mobile" badgeCount={changedCount} badgeLabel={badgeLabel} className="bg-bg-default shadow-[3px_3px_0_0_var(--color-ink)] noscript:hidden" />}
    >
      <FilterPanel
        groups={groups}
        selection={{ language: selected.languages, topics: selected.topics }}
        onToggle={(groupId, value) => onToggle(groupId === "language" ? "language" : "topics", value)}
        onClear={onClear}
        onApply={onApply}
        count={{ ...count, noun: "talks" }}
      />
    </FloatingPopover>
  );
}
