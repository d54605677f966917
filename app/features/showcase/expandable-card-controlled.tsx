import { useState } from "react";
import { ToggleBadge } from "~/ui/badge";
import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";

const cards = [
  {
    id: "demo-open-hiring",
    emoji: "💼",
    title: "Hiring",
    text: "Opened from the chips above, as a '#hiring' link or a jump-menu entry would.",
  },
  {
    id: "demo-open-brands",
    emoji: "🤝",
    title: "Brands",
    text: "The page owns the open card's id and gives each card `open`.",
  },
  {
    id: "demo-open-events",
    emoji: "🎤",
    title: "Events",
    text: "Clicking a card still works: the card reports the change through `onOpenChange`.",
  },
];

/** Open state owned by the page: chips open a card and bring it into view. */
export function ExpandableCardControlled() {
  const [openId, setOpenId] = useState("");

  function openFromOutside(id: string) {
    setOpenId(id);
    document.getElementById(id)?.scrollIntoView({ block: "nearest" });
  }

  return (
    <div className="flex flex-col gap-md">
      <div role="group" aria-label="Open a card" className="flex flex-wrap gap-sm">
        {cards.map((card) => (
          <ToggleBadge
            key={card.id}
            pressed={openId === card.id}
            onPressedChange={(on) => (on ? openFromOutside(card.id) : setOpenId(""))}
          >
            {card.title}
          </ToggleBadge>
        ))}
      </div>
      <p className="text-caption text-ink-muted" aria-live="polite">
        Open card: <code className="font-mono">{openId === "" ? "none" : openId}</code>
      </p>
      <ExpandableCardGroup>
        {cards.map((card) => (
          <ExpandableCard
            key={card.id}
            id={card.id}
            open={openId === card.id}
            // The browser closes the other card of the group too, its toggle arriving before or after this one's.
            onOpenChange={(open) => setOpenId((current) => (open ? card.id : current === card.id ? "" : current))}
            variant="contact"
            emoji={card.emoji}
            title={card.title}
            description={card.text}
          />
        ))}
      </ExpandableCardGroup>
    </div>
  );
}
