import type { Talk } from "#model/content/talk.ts";
import { type TalkFilter, filterTalks, talkCountText } from "#model/content/talk-filter.ts";
import { TalkFilterPopover } from "./talk-filter-popover";
import { TalkGrid } from "./talk-grid";

/**
 * The filterable talk list (SPEC §4 "Talks filter"), drawn with the filter the address asks for
 * (all talks on the pre-rendered page). It is the talk filter's island (app/islands/talk-filter.ts):
 * chips change the selection only; 'Apply Filters' commits it; 'Clear' empties both the selection
 * and the applied filters, which then match no talk, so the empty state shows; its 'Clear all
 * filters' restores the starting selection. The island loads when the visitor first reaches for the
 * list, and once the page is idle after loading, so a filter in the address shows wherever the page
 * was served from. Without script its forms ask the server for the page, which opens at `sectionId`, the
 * talks' section, as the store's does.
 */
export function InsightsTalks({
  talks,
  applied,
  sectionId,
}: {
  talks: readonly Talk[];
  applied: TalkFilter;
  sectionId: string;
}) {
  const shown = filterTalks(talks, applied).length;
  const action = `/insights#${sectionId}`;
  return (
    <div data-island="talk-filter" data-island-idle="" className="flex flex-col gap-lg">
      <TalkFilterPopover applied={applied} count={{ shown, total: talks.length }} action={action} />
      <p role="status" data-slot="talk-count" className="text-body3 text-ink-muted">
        {talkCountText(shown, talks.length)}
      </p>
      <TalkGrid talks={talks} applied={applied} clearAction={action} />
    </div>
  );
}
