import { ArrowUpRight, Mail } from "lucide-react";
import { talks } from "#content/talks.ts";
import type { TalkFilter } from "#model/content/talk-filter.ts";
import { InsightsTalks } from "./insights-screen";
import { TalkStats } from "./talk-stats";
import { siteConfig } from "~/site-config";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
import { CtaBlock } from "~/ui/cta-block";
import { Highlight, PageHero } from "~/ui/page-hero";
import { Section } from "~/ui/section";

/** The talks' section: 'Explore Talks' leads to it, and the filter's answer opens at it. */
export const TALKS_SECTION_ID = "insights-grid";

/** SPEC §2 Insights, showing the talks `applied` lets through (every talk on the pre-rendered page). */
export function InsightsPage({ applied }: { applied: TalkFilter }) {
  return (
    <>
      <PageHero
        title={
          <>
            I talk, you <Highlight>learn</Highlight>
          </>
        }
        subtitle="Talks, podcasts and webinars on UX research, ResearchOps and growing a career in design, in Indonesian and English. Free to watch."
        actions={
          <Button asChild size="lg">
            <SafeLink href={`#${TALKS_SECTION_ID}`}>Explore Talks</SafeLink>
          </Button>
        }
      />
      <TalkStats talks={talks} />
      <Section
        id={TALKS_SECTION_ID}
        titleId={`${TALKS_SECTION_ID}-title`}
        title="Talks and recordings"
        background="subtle"
        intro="Every recording is free to watch, in Indonesian or English. Pick one and press play."
        className="mt-section"
      >
        <InsightsTalks talks={talks} applied={applied} sectionId={TALKS_SECTION_ID} />
      </Section>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-lg px-md py-section md:px-xl">
        <CtaBlock
          title="Want me to speak at your event?"
          description="Conferences, meetups, podcasts and company talks, in Indonesian or English. Tell me about your audience and I will tell you what I can bring."
          background="rich-magenta"
          buttons={[
            { text: "Get in Touch", href: "/contact#events", icon: <Mail aria-hidden="true" className="size-4" /> },
          ]}
        />
        <CtaBlock
          title="Prefer reading?"
          description="The long-form versions of these talks, with the notes, templates and mistakes that did not fit into thirty minutes, live on my blog."
          background="dark-teal"
          buttons={[
            {
              text: "Read my articles",
              href: siteConfig.externalUrls.longFormWriting,
              icon: <ArrowUpRight aria-hidden="true" className="size-4" />,
            },
          ]}
        />
      </div>
    </>
  );
}
