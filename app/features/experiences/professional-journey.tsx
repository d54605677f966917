import type { CaseStudiesBySlug } from "../../../model/case-study-merge";
import type { ExperienceCard } from "../../../model/experience-card";
import { siteConfig } from "~/site-config";
import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";
import { Section } from "~/ui/section";

export const JOURNEY_SECTION_ID = "professional-journey";

/** SPEC §8: the text shown when the experiences call fails; the owner is the one asked to fix the sheet. */
export function experiencesErrorText(name: string = siteConfig.owner.firstName): string {
  return `Something is error here, ${name} please fix`;
}

type ProfessionalJourneyProps = {
  cards: readonly ExperienceCard[];
  /** One id per card, in the same order (the Jump-to menu links to them). */
  ids: readonly string[];
  caseStudies: CaseStudiesBySlug;
  isLoading: boolean;
  errorMessage: string | undefined;
};

/**
 * SPEC §2 Professional Journey: one collapsible card per job, only one open at
 * a time; 'Loading experiences...' while the first answer is awaited (SPEC §4)
 * and the SPEC §8 message when the call failed (the list then shows the static
 * history, which the data hook supplies).
 */
export function ProfessionalJourney({
  cards,
  ids,
  caseStudies,
  isLoading,
  errorMessage,
}: ProfessionalJourneyProps) {
  return (
    <Section
      id={JOURNEY_SECTION_ID}
      titleId="professional-journey-title"
      title="Professional Journey"
      highlight="Journey"
      emoji="🧳"
      intro="15+ years of research across grocery, fintech, education, agencies and government. Open a role to see what I did there and the case studies behind it."
    >
      {errorMessage ? (
        <p
          role="alert"
          data-testid="experiences-error"
          className="rounded-card border-2 border-dashed border-ink bg-bg-accent px-md py-sm text-body3 font-semibold"
        >
          {experiencesErrorText()}
        </p>
      ) : null}
      {isLoading ? (
        <p role="status" className="text-body3 text-ink-muted">
          Loading experiences...
        </p>
      ) : (
        <ExpandableCardGroup>
          {cards.map((card, index) => (
            <ExpandableCard
              key={ids[index]}
              id={ids[index] ?? `job-${index}`}
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
      )}
    </Section>
  );
}
