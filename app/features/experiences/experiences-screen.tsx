import { ArrowDown, ArrowUpRight, Send } from "lucide-react";
import { values } from "#content/values.ts";
import { uniqueAnchorIds } from "./anchor-id";
import type { CaseStudiesBySlug } from "#model/content/case-study-merge.ts";
import type { ExperienceCard } from "#model/ui/experience-card.ts";
import { MAIN_CONTENT_ID } from "~/shell/skip-link";
import { siteConfig } from "~/site-config";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { CtaBlock } from "~/ui/cta-block";
import { type JumpMenuEntry, JumpMenu } from "~/ui/jump-menu";
import { Highlight, PageHero } from "~/ui/page-hero";
import { KNOWLEDGE_SECTION_ID, KnowledgeSharing } from "./knowledge-sharing";
import { JOURNEY_SECTION_ID, ProfessionalJourney } from "./professional-journey";
import { VALUES_SECTION_ID, ValuesPhilosophy } from "./values-philosophy";

/** What the route's loader gives the screen: all it shows. */
export type ExperiencesScreenProps = {
  /** The published jobs by priority, or the static history (SPEC §3, §4). */
  cards: readonly ExperienceCard[];
  /** The experiences call failed: the SPEC §8 message shows above the static history. */
  failed: boolean;
  caseStudies: CaseStudiesBySlug;
};

const valueIds = uniqueAnchorIds(
  "value",
  values.map((value) => value.title),
);

/**
 * The Experiences screen (SPEC §2): hero, Professional Journey, Values & Philosophy, Knowledge Sharing,
 * contact, and the Jump-to menu. Rendered on the server only: a job is a `<details>`, which the
 * browser also opens when a '#job-…' link names it (on arrival, or from the menu) and scrolls to.
 */
export function ExperiencesScreen({ cards, failed, caseStudies }: ExperiencesScreenProps) {
  const jobIds = uniqueAnchorIds(
    "job",
    cards.map((card) => `${card.role} ${card.company}`),
  );

  const entries: JumpMenuEntry[] = [
    {
      id: JOURNEY_SECTION_ID,
      label: "Professional Journey",
      subItems: cards.map((card, index) => ({ id: jobIds[index] ?? "", label: `${card.role}, ${card.company}` })),
    },
    {
      id: VALUES_SECTION_ID,
      label: "Values & Philosophy",
      subItems: values.map((value, index) => ({ id: valueIds[index] ?? "", label: value.title })),
    },
    { id: KNOWLEDGE_SECTION_ID, label: "Knowledge Sharing" },
  ];

  return (
    <>
      <PageHero
        title={
          <>
            Work, but make it a <Highlight>story.</Highlight>
          </>
        }
        subtitle="Turning messy problems into practical systems."
        actions={
          <>
            <Button asChild size="lg" icon={<ArrowDown aria-hidden="true" className="size-4" />} iconPosition="end">
              <SafeLink href={`#${VALUES_SECTION_ID}`}>How I Work</SafeLink>
            </Button>
            <Button
              asChild
              variant="secondary"
              size="lg"
              icon={<ArrowUpRight aria-hidden="true" className="size-4" />}
              iconPosition="end"
            >
              <SafeLink href={siteConfig.externalUrls.caseStudiesWorkspace}>Case Studies</SafeLink>
            </Button>
          </>
        }
        illustration={
          <div className="grid grid-cols-2 gap-sm lg:w-[22rem]">
            <p className="flex flex-col rounded-card border-2 border-ink bg-bg-accent p-md shadow-[4px_4px_0_0_var(--color-ink)]">
              <strong className="font-display text-[2.25rem] leading-tight">15+</strong>
              <span className="text-caption">years of experience</span>
            </p>
            <p className="flex flex-col rounded-card border-2 border-ink bg-highlight p-md text-on-light shadow-[4px_4px_0_0_var(--color-ink)]">
              <strong className="font-display text-[2.25rem] leading-tight">2,300+</strong>
              <span className="text-caption">mentoring minutes</span>
            </p>
          </div>
        }
      />
      <ProfessionalJourney cards={cards} ids={jobIds} caseStudies={caseStudies} failed={failed} />
      <ValuesPhilosophy values={values} ids={valueIds} />
      <KnowledgeSharing caseStudies={caseStudies} />
      <section
        aria-labelledby="experiences-contact-title"
        className="mx-auto w-full max-w-6xl px-md pb-section md:px-xl"
      >
        <CtaBlock
          titleId="experiences-contact-title"
          title="Have a messy problem worth untangling?"
          description="Hiring, consulting, a talk or a mentoring session: tell me what you are working on."
          background="dark-teal"
          buttons={[{ text: "Get in touch", href: "/contact", icon: <Send aria-hidden="true" className="size-4" /> }]}
        />
      </section>
      {/* A job chosen in the menu is a '#job-…' link: the browser opens its card and scrolls to it. */}
      <JumpMenu entries={entries} topTargetId={MAIN_CONTENT_ID} />
    </>
  );
}
