import { ButtonLink } from "~/ui/button";
import { Highlight, PageHero } from "~/ui/page-hero";
import type { TeaserGuide } from "../../../model/guide-teaser";
import { GuideTeaser } from "./guide-teaser";
import { InsightsTeaser } from "./insights-teaser";
import { TemplatesSection } from "./templates-section";

export function HomeScreen({ teaserGuides }: { teaserGuides: readonly TeaserGuide[] }) {
  return (
    <>
      <PageHero
        title={
          <>
            Not your <Highlight>boring</Highlight> CV
          </>
        }
        subtitle="A space where I share my work, stories, templates, and the things that keep me curious."
        actions={
          <>
            <ButtonLink href="/experiences" size="lg">
              Read My Story
            </ButtonLink>
            <ButtonLink href="/solutions" variant="secondary" size="lg">
              Explore Solutions
            </ButtonLink>
          </>
        }
      />
      <TemplatesSection />
      <InsightsTeaser />
      <GuideTeaser guides={teaserGuides} />
    </>
  );
}
