import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";
import { CardActions, CardDetails, CardImage, CollapseAll } from "./expandable-card-extras";

const longBody = Array.from(
  { length: 12 },
  (_, index) =>
    `**Week ${index + 1}.** Recruit, interview, synthesise, share: each round of a study repeats the same rhythm, and writing it down once saves a team hours every sprint. Mochi sits on the notes until someone reads them.`,
).join("\n\n");

/** The default card with every field it takes, in a group with a collapse-all action. */
export function ExpandableCardDefault() {
  return (
    <ExpandableCardGroup>
      <CollapseAll />
      <ExpandableCard
        id="demo-default-fields"
        title="Every field at once"
        subtitle="Emoji, subtitle, tags, markdown, image, details and actions"
        emoji="🧩"
        tags={[{ text: "Research" }, { text: "Templates" }, { text: "Open source" }]}
        description="The description is **markdown**: lists, emphasis and [site links](/solutions) work; raw HTML never runs."
      >
        <CardImage src="/assets/solutions/research-plan.svg" alt="Sketch of a one-page research plan" />
        <CardDetails
          entries={[
            "A plain string entry",
            { type: "text", content: "A text object entry" },
            {
              type: "case-study",
              title: "A research repository people actually search",
              thumbnail: "/assets/case-studies/cs-research-repository.svg",
              url: "https://sekar-wulandari-example.notion.site/research-repository",
            },
            { type: "video", content: "An unknown type shows its content" },
            { type: "chart" },
          ]}
        />
        <CardActions
          actions={[
            { label: "Browse templates", href: "/solutions", variant: "primary" },
            { label: "Log a click", onClick: () => console.log("Demo action: card button clicked") },
          ]}
        />
      </ExpandableCard>
      <ExpandableCard
        id="demo-default-long"
        title="A long card"
        subtitle="Taller than 500 px when open, so a sticky 'Collapse section' button follows you down"
        emoji="📜"
        description={longBody}
      />
      <ExpandableCard
        id="demo-default-short"
        title="A short card"
        subtitle="Opening it closes the others"
        emoji="🪶"
        description="Only one card of a group is open at a time. Click an open card's heading to close it."
      />
    </ExpandableCardGroup>
  );
}
