import { useState } from "react";
import { talks } from "../../../content/talks";
import { type FilterSelection, countSelected, selectNone, toggleFilterValue } from "../../../model/filter-panel";
import { TALK_LANGUAGES, TALK_TOPICS } from "../../../model/talk-options";
import { filterTalks } from "../../../model/talk-filter";
import { type FilterGroup, FilterPanel, FilterTrigger } from "~/ui/filter-panel";
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
          <FilterPanel
            groups={groups}
            selection={selection}
            onToggle={(group, value) => setSelection((current) => toggleFilterValue(current, group, value))}
            onClear={() => setSelection(selectNone(groups))}
            onApply={() => console.log("Demo action: Apply Filters", selection)}
            count={{ shown, total: talks.length, noun: "talks" }}
          />
        </div>
      </div>
    </div>
  );
}
