import { builtInCaseStudies } from "../../../content/built-in-case-studies";
import { experienceHistory } from "../../../content/experience-history";
import { experienceToCard } from "../../../model/experience-card";
import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";

const caseStudies = Object.fromEntries(builtInCaseStudies.map((caseStudy) => [caseStudy.slug, caseStudy]));
const cards = experienceHistory.slice(0, 3).map(experienceToCard);

/** Experience cards from the fallback job history: logo, period badge, categorised tags, description markup. */
export function ExpandableCardExperience() {
  return (
    <ExpandableCardGroup>
      {cards.map((card, index) => (
        <ExpandableCard
          key={`${card.company}-${card.period}`}
          id={`demo-experience-${index + 1}`}
          variant="experience"
          title={card.role}
          subtitle={card.company}
          logo={card.logo}
          period={card.period}
          tags={card.tags}
          description={card.description}
          caseStudies={caseStudies}
        />
      ))}
    </ExpandableCardGroup>
  );
}
