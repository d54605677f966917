import { builtInCaseStudies } from "#content/built-in-case-studies.ts";
import { experienceHistory } from "#content/experience-history.ts";
import { experienceToCard } from "#model/ui/experience-card.ts";
import { ExpandableCardGroup, JobCard } from "~/blocks/expandable-card";

const caseStudies = Object.fromEntries(builtInCaseStudies.map((caseStudy) => [caseStudy.slug, caseStudy]));
const cards = experienceHistory.slice(0, 3).map(experienceToCard);

/** Experience cards from the fallback job history, drawn as /experiences draws its jobs. */
export function ExpandableCardExperience() {
  return (
    <ExpandableCardGroup>
      {cards.map((card, index) => (
        <JobCard
          key={`${card.company}-${card.period}`}
          id={`demo-experience-${index + 1}`}
          card={card}
          caseStudies={caseStudies}
        />
      ))}
    </ExpandableCardGroup>
  );
}
