import type { CaseStudiesBySlug } from "#model/content/case-study-merge.ts";
import type { ExperienceCard } from "#model/ui/experience-card.ts";
import { siteConfig } from "~/site-config";
import { ExpandableCardGroup, JobCard } from "~/blocks/expandable-card";
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
  /** The experiences call failed: the cards are then the static history (the loader's). */
  failed: boolean;
};

/**
 * SPEC §2 Professional Journey: one collapsible card per job, only one open at a time (the
 * browser's exclusive `<details>`; the arrow keys between them are an island), and the SPEC §8
 * message when the call failed. The page is rendered with its data, so it never waits for it
 * ('Loading experiences...' was the wait for a browser-side fetch, which is gone).
 */
export function ProfessionalJourney({ cards, ids, caseStudies, failed }: ProfessionalJourneyProps) {
  return (
    <Section
      id={JOURNEY_SECTION_ID}
      titleId="professional-journey-title"
      title="Professional Journey"
      highlight="Journey"
      emoji="🧳"
      intro="15+ years of research across grocery, fintech, education, agencies and government. Open a role to see what I did there and the case studies behind it."
    >
      {failed ? (
        <p
          role="alert"
          data-testid="experiences-error"
          className="rounded-card border-2 border-dashed border-ink bg-bg-accent px-md py-sm text-body3 font-semibold"
        >
          {experiencesErrorText()}
        </p>
      ) : null}
      {/*
        While a '#job-…' fragment names a card, the group's cards open and close at once: the browser
        scrolls to the named card as it opens it and closes the open one, and a card above still
        closing (300 ms) would then pull the named one up out of sight.
      */}
      <ExpandableCardGroup keysFromIsland className="[&:has(:target)_details]:details-content:transition-none">
        {cards.map((card, index) => (
          <JobCard key={ids[index]} id={ids[index] ?? `job-${index}`} card={card} caseStudies={caseStudies} />
        ))}
      </ExpandableCardGroup>
    </Section>
  );
}
