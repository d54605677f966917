import { TALK_LANGUAGES, TALK_TOPICS } from "#model/content/talk-options.ts";
import { type TalkFilter, TALK_FILTER_PARAMS, unappliedChangesLabel } from "#model/content/talk-filter.ts";
import { type FilterGroup, FilterForm, FilterTrigger } from "~/ui/filter-panel";
import { FloatingPopover } from "~/ui/floating-popover";

// Each group's id is its field name in the form, and its parameter in the address.
const groups: FilterGroup[] = [
  { id: TALK_FILTER_PARAMS.languages, label: "Language", options: TALK_LANGUAGES.map((value) => ({ value })) },
  { id: TALK_FILTER_PARAMS.topics, label: "Topics", options: TALK_TOPICS.map((value) => ({ value })) },
];

type TalkFilterPopoverProps = {
  /** The filter the page shows: its chips are ticked, so nothing is unapplied yet. */
  applied: TalkFilter;
  /** How many talks it shows, of all. */
  count: { shown: number; total: number };
  /** Where the form sends the filter: the page, at its talks. */
  action: string;
};

/**
 * SPEC §2 Insights: the floating filter popover with Language and Topics chips, drawn as the page
 * is served; the talk filter's island (app/islands/talk-filter.ts) does the rest. The chips are a
 * GET form whose Apply sends the filter in the address: without script the server answers it (on a
 * static host the pre-rendered page shows every talk until the island runs).
 */
export function TalkFilterPopover({ applied, count, action }: TalkFilterPopoverProps) {
  return (
    <FloatingPopover
      title="Filter talks"
      showCloseButton
      trigger={
        <FilterTrigger
          label="Filters"
          labelVisibility="hidden-mobile"
          badgeCount={0}
          badgeLabel={unappliedChangesLabel(0)}
          keepBadge
          className="bg-bg-default shadow-[3px_3px_0_0_var(--color-ink)]"
        />
      }
    >
      <FilterForm
        action={action}
        sentField={TALK_FILTER_PARAMS.applied}
        groups={groups}
        selection={{ [TALK_FILTER_PARAMS.languages]: applied.languages, [TALK_FILTER_PARAMS.topics]: applied.topics }}
        count={{ ...count, noun: "talks" }}
      />
    </FloatingPopover>
  );
}
