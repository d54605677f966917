import { useState } from "react";
import { talks } from "#content/talks.ts";
import { type FilterSelection, countSelected, selectNone } from "#model/ui/filter-panel.ts";
import { TALK_LANGUAGES, TALK_TOPICS } from "#model/content/talk-options.ts";
import { filterTalks } from "#model/content/talk-filter.ts";
import { type FilterGroup, FilterForm, FilterTrigger, formSelection } from "~/ui/filter-panel";
import { DemoLabel } from "./demo-label";

const groups: FilterGroup[] = [
  {
    id: "language",
    label: "Language",
    options: [
      { value: "English", emoji: "🇬🇧" },
      { value: "Indonesian", emoji: "🇮🇩" },
    ],
  },
  { id: "topics", label: "Topics", options: TALK_TOPICS.map((value) => ({ value })) },
];

/** The panel on its own, with the other badge rule: here it counts the chips that are on. */
export function FilterPanelInline() {
  const [selection, setSelection] = useState<FilterSelection>(() => selectNone(groups));
  const selected = countSelected(groups, selection);
  const shown = filterTalks(talks, {
    languages: TALK_LANGUAGES.filter((language) => selection.language?.includes(language)),
    topics: TALK_TOPICS.filter((topic) => selection.topics?.includes(topic)),
  }).length;
  return (
    <div className="grid gap-lg md:grid-cols-[auto_minmax(0,28rem)] md:items-start">
      <div className="flex flex-col items-start gap-sm">
        <DemoLabel>trigger (badge = chips on)</DemoLabel>
        <FilterTrigger
          badgeCount={selected}
          badgeLabel={selected === 1 ? "1 filter selected" : `${selected} filters selected`}
        />
      </div>
      <div className="flex flex-col gap-sm">
        <DemoLabel>panel</DemoLabel>
        <div className="rounded-card border-2 border-ink p-md">
          <FilterForm
            action="/components/floating-popover"
            groups={groups}
            selection={selection}
            count={{ shown, total: talks.length, noun: "talks" }}
            onChange={(event) => setSelection(formSelection(event.currentTarget, groups))}
            onClear={() => {
              setSelection(selectNone(groups));
            }}
            onSubmit={(event) => {
              event.preventDefault();
              console.log("Demo action: Apply Filters", selection);
            }}
          />
        </div>
      </div>
    </div>
  );
}
