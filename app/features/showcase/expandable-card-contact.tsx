import { ArrowUpRight } from "lucide-react";
import { siteConfig } from "~/site-config";
import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";
import { CardActions, CardNote } from "./expandable-card-extras";

/** Contact cards: emoji, markdown with site links, a note, the address and a copy action. */
export function ExpandableCardContact() {
  return (
    <ExpandableCardGroup>
      <ExpandableCard
        id="demo-contact-hiring"
        variant="contact"
        emoji="💼"
        title="Hiring / Consulting"
        subtitle="Research leadership roles and focused projects"
        description="Curious how I work? Start with [my experiences](/experiences), then write with the role or project in one paragraph."
        email={siteConfig.emails.hiring}
      >
        <CardNote>I reply within three working days.</CardNote>
        <CardActions
          actions={[
            { label: "Copy email", copyEmail: siteConfig.emails.hiring, variant: "primary" },
            {
              label: "Visit LinkedIn",
              href: siteConfig.profiles.professionalNetwork,
              external: true,
              icon: <ArrowUpRight aria-hidden="true" className="size-4" />,
            },
          ]}
        />
      </ExpandableCard>
      <ExpandableCard
        id="demo-contact-mentorship"
        variant="contact"
        emoji="🌱"
        title="Mentorship"
        subtitle="No address here: mentorship starts with the talks"
        description="Watch a talk on [Insights](/insights) first, then bring one question you are stuck on."
      >
        <CardNote>Mentorship slots open every quarter.</CardNote>
      </ExpandableCard>
    </ExpandableCardGroup>
  );
}
