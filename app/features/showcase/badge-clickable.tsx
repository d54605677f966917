import { useState } from "react";
import { ToggleBadge } from "~/ui/badge";

const topics = ["Mental Health", "Career Development", "UX Research", "ResearchOps"] as const;

export function BadgeClickable() {
  const [chosen, setChosen] = useState<string[]>(["UX Research"]);
  return (
    <div className="flex flex-col gap-md">
      <div role="group" aria-label="Topics" className="flex flex-wrap gap-sm">
        {topics.map((topic) => (
          <ToggleBadge
            key={topic}
            pressed={chosen.includes(topic)}
            onPressedChange={(on) =>
              setChosen((list) => (on ? [...list, topic] : list.filter((item) => item !== topic)))
            }
          >
            {topic}
          </ToggleBadge>
        ))}
      </div>
      <p className="text-caption text-ink-muted" aria-live="polite">
        {chosen.length} of {topics.length} chosen. Off is clickable-default, on is clickable-active (aria-pressed).
      </p>
    </div>
  );
}
