import { Compass, Heart, LayoutTemplate, MessageSquare, Mic, Share2, Zap } from "lucide-react";
import { useState } from "react";
import { talks } from "#content/talks.ts";
import { type FilterSelection, countUnselected, selectAll, selectNone } from "#model/ui/filter-panel.ts";
import { TALK_LANGUAGES, TALK_TOPICS } from "#model/content/talk-options.ts";
import { filterTalks } from "#model/content/talk-filter.ts";
import { Button } from "~/ui/button";
import { type FilterGroup, FilterForm, FilterTrigger, formSelection } from "~/ui/filter-panel";
import { FloatingPopover } from "~/ui/floating-popover";
import { FloatingToolbar, FloatingToolbarItem } from "~/ui/floating-toolbar";
import { type PopoverMenuItem, PopoverMenu } from "~/ui/popover-menu";

// Demo actions only log to the console (SPEC "Components pages").
const log = (message: string) => () => console.log(`Demo action: ${message}`);

const navigateItems: PopoverMenuItem[] = [
  { id: "overview", label: "Overview", icon: <Compass className="size-4" />, onSelect: log("navigate to Overview") },
  {
    id: "templates",
    label: "Templates",
    icon: <LayoutTemplate className="size-4" />,
    onSelect: log("navigate to Templates"),
  },
  { id: "talks", label: "Talks", icon: <Mic className="size-4" />, onSelect: log("navigate to Talks") },
];

const quickActions: PopoverMenuItem[] = [
  {
    id: "favorite",
    label: "Save to favorites",
    icon: <Heart className="size-4" />,
    onSelect: log("Save to favorites"),
  },
  { id: "share", label: "Share link", icon: <Share2 className="size-4" />, onSelect: log("Share link") },
  {
    id: "feedback",
    label: "Send feedback",
    icon: <MessageSquare className="size-4" />,
    onSelect: log("Send feedback"),
  },
];

const filterGroups: FilterGroup[] = [
  { id: "language", label: "Language", options: TALK_LANGUAGES.map((value) => ({ value })) },
  { id: "topics", label: "Topics", options: TALK_TOPICS.map((value) => ({ value })) },
];

function ToolbarLabel({ children }: { children: string }) {
  // Icon-only on small screens; the words stay the button's name either way.
  return <span className="max-sm:sr-only">{children}</span>;
}

/** SPEC's floating-popover demo: a toolbar with a navigate menu, a filter menu and a quick-actions menu. */
export function FloatingToolbarMenus() {
  const [selection, setSelection] = useState<FilterSelection>(() => selectAll(filterGroups));
  const [filterOpen, setFilterOpen] = useState(false);
  const unselected = countUnselected(filterGroups, selection);
  const shown = filterTalks(talks, {
    languages: TALK_LANGUAGES.filter((language) => selection.language?.includes(language)),
    topics: TALK_TOPICS.filter((topic) => selection.topics?.includes(topic)),
  }).length;

  return (
    <div className="relative min-h-[26rem] overflow-hidden rounded-card border-2 border-dashed border-border-soft bg-bg-subtle p-md md:p-lg">
      <div aria-hidden="true" className="flex max-w-[28rem] flex-col gap-sm pt-20 sm:pt-md">
        <div className="h-6 w-3/4 rounded-sm bg-ink/15" />
        <div className="h-3 w-full rounded-sm bg-ink/10" />
        <div className="h-3 w-11/12 rounded-sm bg-ink/10" />
        <div className="h-3 w-4/5 rounded-sm bg-ink/10" />
        <div className="mt-md h-24 w-full rounded-card bg-ink/10" />
        <div className="h-3 w-full rounded-sm bg-ink/10" />
        <div className="h-3 w-2/3 rounded-sm bg-ink/10" />
      </div>
      <FloatingToolbar label="Page tools" position="top-right" strategy="absolute">
        <FloatingPopover
          position="inline"
          title="Navigate"
          trigger={
            <FloatingToolbarItem>
              <Button variant="ghost" icon={<Compass aria-hidden="true" className="size-4" />}>
                <ToolbarLabel>Navigate</ToolbarLabel>
              </Button>
            </FloatingToolbarItem>
          }
        >
          <PopoverMenu items={navigateItems} label="Navigate" />
        </FloatingPopover>
        <FloatingPopover
          position="inline"
          title="Filter talks"
          showCloseButton
          open={filterOpen}
          onOpenChange={setFilterOpen}
          trigger={
            <FloatingToolbarItem>
              <FilterTrigger
                variant="ghost"
                labelVisibility="hidden-mobile"
                label="Filter"
                badgeCount={unselected}
                badgeLabel={unselected === 1 ? "1 filter unselected" : `${unselected} filters unselected`}
              />
            </FloatingToolbarItem>
          }
        >
          <FilterForm
            action="/components/floating-popover"
            groups={filterGroups}
            selection={selection}
            count={{ shown, total: talks.length, noun: "talks" }}
            onChange={(event) => setSelection(formSelection(event.currentTarget, filterGroups))}
            onClear={() => {
              setSelection(selectNone(filterGroups));
              console.log("Demo action: Clear filters");
            }}
            onSubmit={(event) => {
              event.preventDefault();
              console.log("Demo action: Apply Filters", selection);
              setFilterOpen(false);
            }}
          />
        </FloatingPopover>
        <FloatingPopover
          position="inline"
          title="Quick actions"
          trigger={
            <FloatingToolbarItem>
              <Button variant="ghost" icon={<Zap aria-hidden="true" className="size-4" />}>
                <ToolbarLabel>Quick actions</ToolbarLabel>
              </Button>
            </FloatingToolbarItem>
          }
        >
          <PopoverMenu items={quickActions} label="Quick actions" kind="actions" />
        </FloatingPopover>
      </FloatingToolbar>
    </div>
  );
}
