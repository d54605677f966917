import { ArrowDown, ArrowUpRight, Send } from "lucide-react";
import { type MouseEvent, useCallback, useMemo, useRef } from "react";
import { values } from "../../../content/values";
import { uniqueAnchorIds } from "../../../model/anchor-id";
import type { CaseStudy } from "../../../model/case-study";
import type { Experience } from "../../../model/experience";
import { jumpScrollTop } from "../../../model/jump-menu";
import { QueryProvider } from "~/data/query-provider";
import { useCaseStudies } from "~/data/use-case-studies";
import { useExperiences } from "~/data/use-experiences";
import { MAIN_CONTENT_ID } from "~/shell/skip-link";
import { siteConfig } from "~/site-config";
import { ButtonLink } from "~/ui/button";
import { CtaBlock } from "~/ui/cta-block";
import { openDisclosureAround, useHashDisclosure } from "~/ui/disclosure";
import { type JumpMenuEntry, JumpMenu } from "~/ui/jump-menu";
import { Highlight, PageHero } from "~/ui/page-hero";
import { KNOWLEDGE_SECTION_ID, KnowledgeSharing } from "./knowledge-sharing";
import { JOURNEY_SECTION_ID, ProfessionalJourney } from "./professional-journey";
import { VALUES_SECTION_ID, ValuesPhilosophy } from "./values-philosophy";

/** What the route's loader embeds: the pre-rendered experiences and remote case studies. */
export type ExperiencesSnapshot = {
  experiences: Experience[] | undefined;
  caseStudies: Record<string, CaseStudy> | undefined;
};

/** SPEC §9: the expand animation lasts 300 ms; the card is measured again once it has opened. */
const EXPAND_MS = 300;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** The Experiences screen (SPEC §2): hero, Professional Journey, Values & Philosophy, Knowledge Sharing, contact. */
export function ExperiencesScreen({ snapshot }: { snapshot: ExperiencesSnapshot }) {
  return (
    <QueryProvider>
      <ExperiencesContent snapshot={snapshot} />
    </QueryProvider>
  );
}

/** The screen inside the query cache its data hooks read. */
function ExperiencesContent({ snapshot }: { snapshot: ExperiencesSnapshot }) {
  const { cards, isLoading, errorMessage } = useExperiences({ snapshot: snapshot.experiences });
  const caseStudies = useCaseStudies({ snapshot: snapshot.caseStudies });
  const scrollTimer = useRef<number | undefined>(undefined);

  const jobIds = useMemo(() => uniqueAnchorIds("job", cards.map((card) => `${card.role} ${card.company}`)), [cards]);
  // A job link from elsewhere ('/experiences#job-…') opens that job and brings it into view.
  useHashDisclosure(jobIds);
  const valueIds = useMemo(() => uniqueAnchorIds("value", values.map((value) => value.title)), []);

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

  // SPEC §2: a job chosen in the Jump-to menu opens, and once it has opened (and any
  // other card above it has closed) it is scrolled into view again.
  const openFromMenu = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest?.("a[href^='#job-']");
      const id = link?.getAttribute("href")?.slice(1);
      if (!id || !jobIds.includes(id)) return;
      openDisclosureAround(id);
      window.clearTimeout(scrollTimer.current);
      scrollTimer.current = window.setTimeout(
        () => {
          const card = document.getElementById(id);
          if (!card) return;
          window.scrollTo({
            top: jumpScrollTop(card.getBoundingClientRect().top, window.scrollY),
            behavior: prefersReducedMotion() ? "auto" : "smooth",
          });
        },
        prefersReducedMotion() ? 0 : EXPAND_MS + 20,
      );
    },
    [jobIds],
  );

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
            <ButtonLink href={`#${VALUES_SECTION_ID}`} size="lg" icon={<ArrowDown aria-hidden="true" className="size-4" />} iconPosition="end">
              How I Work
            </ButtonLink>
            <ButtonLink
              href={siteConfig.externalUrls.caseStudiesWorkspace}
              variant="secondary"
              size="lg"
              icon={<ArrowUpRight aria-hidden="true" className="size-4" />}
              iconPosition="end"
            >
              Case Studies
            </ButtonLink>
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
      <ProfessionalJourney
        cards={cards}
        ids={jobIds}
        caseStudies={caseStudies}
        isLoading={isLoading}
        errorMessage={errorMessage}
      />
      <ValuesPhilosophy values={values} ids={valueIds} />
      <KnowledgeSharing caseStudies={caseStudies} />
      <section aria-labelledby="experiences-contact-title" className="mx-auto w-full max-w-6xl px-md pb-section md:px-xl">
        <CtaBlock
          titleId="experiences-contact-title"
          title="Have a messy problem worth untangling?"
          description="Hiring, consulting, a talk or a mentoring session: tell me what you are working on."
          background="dark-teal"
          buttons={[{ text: "Get in touch", href: "/contact", icon: <Send aria-hidden="true" className="size-4" /> }]}
        />
      </section>
      <div onClickCapture={openFromMenu}>
        <JumpMenu entries={entries} topTargetId={MAIN_CONTENT_ID} />
      </div>
    </>
  );
}
