import { useId, useState } from "react";
import type { Talk } from "../../../model/talk";
import { TALK_LANGUAGES, TALK_TOPICS } from "../../../model/talk-options";
import {
  type TalkFilter,
  changedFilterCount,
  emptyTalkFilter,
  filterTalks,
  initialTalkFilter,
  toggle,
} from "../../../model/talk-filter";
import { TalkFilterPopover } from "./talk-filter-popover";
import { TalkGrid } from "./talk-grid";

/**
 * The filterable talk list (SPEC §4 "Talks filter"): chips change the
 * selection only; 'Apply Filters' commits it; 'Clear' empties both the
 * selection and the applied filters, which then match no talk, so the empty
 * state shows; its 'Clear all filters' restores the starting selection.
 */
export function InsightsTalks({ talks }: { talks: readonly Talk[] }) {
  const [selected, setSelected] = useState<TalkFilter>(initialTalkFilter);
  const [applied, setApplied] = useState<TalkFilter>(initialTalkFilter);
  const [open, setOpen] = useState(false);
  const triggerId = useId();
  const shown = filterTalks(talks, applied);

  function onToggle(group: "language" | "topics", value: string) {
    setSelected((current) =>
      group === "language"
        ? { ...current, languages: TALK_LANGUAGES.filter((l) => toggle(current.languages, value).includes(l)) }
        : { ...current, topics: TALK_TOPICS.filter((t) => toggle(current.topics, value).includes(t)) },
    );
  }

  return (
    <>
      <TalkFilterPopover
        triggerId={triggerId}
        selected={selected}
        changedCount={changedFilterCount(selected, applied)}
        count={{ shown: filterTalks(talks, selected).length, total: talks.length }}
        open={open}
        onOpenChange={setOpen}
        onToggle={onToggle}
        onClear={() => {
          setSelected(emptyTalkFilter);
          setApplied(emptyTalkFilter);
        }}
        onApply={() => {
          setApplied(selected);
          setOpen(false);
        }}
      />
      <p role="status" className="text-body3 text-ink-muted">
        Showing {shown.length} of {talks.length} talks
      </p>
      <TalkGrid
        talks={shown}
        onClearAll={() => {
          setSelected(initialTalkFilter);
          setApplied(initialTalkFilter);
          // The button goes away with the empty state; the filter button is where the visitor goes next.
          document.getElementById(triggerId)?.focus();
        }}
      />
    </>
  );
}
