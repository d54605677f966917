import { ArrowRight, ArrowUpRight, BriefcaseBusiness, Download } from "lucide-react";
import type { CaseStudiesBySlug } from "#model/content/case-study-merge.ts";
import { siteConfig } from "~/site-config";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { CaseStudyCard } from "~/blocks/case-study-card";
import { Section } from "~/ui/section";

export const KNOWLEDGE_SECTION_ID = "knowledge-sharing";

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <p className="flex flex-col rounded-card border-2 border-ink bg-bg-default px-md py-sm">
      <strong className="font-display text-[2rem] leading-tight md:text-[2.5rem]">{value}</strong>
      <span className="text-caption text-ink-muted">{label}</span>
    </p>
  );
}

/**
 * SPEC §2 Experiences, knowledge sharing: Thought Leadership ('Learn More' ->
 * /insights), the case studies (cards open in a new tab; 'View Case Studies'),
 * mentoring ('Visit LinkedIn') and 'Download CV'; SPEC §9 claims.
 */
export function KnowledgeSharing({ caseStudies }: { caseStudies: CaseStudiesBySlug }) {
  const studies = Object.values(caseStudies);
  return (
    <Section
      id={KNOWLEDGE_SECTION_ID}
      titleId="knowledge-sharing-title"
      title="Knowledge Sharing"
      highlight="Sharing"
      emoji="📚"
      intro="What I learn on the job does not stay on the job: I give talks, write up case studies and mentor people starting out in research."
    >
      <div className="grid gap-xl lg:grid-cols-2">
        <article
          aria-labelledby="thought-leadership-title"
          className="flex flex-col items-start gap-md rounded-card border-2 border-ink bg-bg-accent p-lg md:p-xl"
        >
          <h3 id="thought-leadership-title" className="type-h3">
            Thought Leadership
          </h3>
          <p className="text-body3 text-pretty md:text-body2">
            Talks, podcasts and webinars in Indonesian and English on research operations, career growth and the human
            side of product work. Free to watch.
          </p>
          <Button asChild icon={<ArrowRight aria-hidden="true" className="size-4" />} iconPosition="end">
            <SafeLink href="/insights">
              Learn More
              {/* SPEC's label stays as it is; the hidden words make the link make sense on its own (WCAG 2.4.4). */}
              <span className="sr-only"> about my talks</span>
            </SafeLink>
          </Button>
        </article>
        <article
          aria-labelledby="mentoring-title"
          className="flex flex-col items-start gap-md rounded-card border-2 border-ink bg-bg-subtle p-lg md:p-xl"
        >
          <h3 id="mentoring-title" className="type-h3">
            Mentoring
          </h3>
          <Stat value="2,300+" label="mentoring minutes, and counting" />
          <p className="text-body3 text-pretty md:text-body2">
            I mentor junior researchers and career switchers on portfolios, first studies and stakeholder work.
          </p>
          <div className="flex flex-wrap gap-sm">
            <Button asChild variant="secondary" icon={<BriefcaseBusiness aria-hidden="true" className="size-4" />}>
              <SafeLink href={siteConfig.profiles.professionalNetwork}>Visit LinkedIn</SafeLink>
            </Button>
            <Button asChild variant="secondary" icon={<Download aria-hidden="true" className="size-4" />}>
              <SafeLink href={siteConfig.externalUrls.cvDownload}>Download CV</SafeLink>
            </Button>
          </div>
        </article>
      </div>
      <div className="flex flex-col gap-md pt-lg">
        <div className="flex flex-wrap items-end justify-between gap-md">
          <h3 id="case-studies-title" className="type-h3">
            Case Studies
          </h3>
          <Button
            asChild
            variant="tertiary"
            icon={<ArrowUpRight aria-hidden="true" className="size-4" />}
            iconPosition="end"
          >
            <SafeLink href={siteConfig.externalUrls.caseStudiesWorkspace}>View Case Studies</SafeLink>
          </Button>
        </div>
        <ul aria-labelledby="case-studies-title" className="grid gap-md sm:grid-cols-2 lg:grid-cols-3">
          {studies.map((study) => (
            <li key={study.slug}>
              <CaseStudyCard caseStudy={study} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
