import type { TeaserGuide } from "../../../model/guide-teaser";
import { GuideTeaser } from "./guide-teaser";
import { InsightsTeaser } from "./insights-teaser";
import { TemplatesSection } from "./templates-section";
import { ButtonLink } from "~/ui/button";
import { Highlight, PageHero } from "~/ui/page-hero";

/**
 * The home page. It takes the route's loader data itself, so the route module can use it as its component
 * without a wrapper on the page's start path.
 */
export function HomeScreen({ loaderData }: { loaderData: { teaserGuides: readonly TeaserGuide[] } | undefined }) {
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
      <GuideTeaser guides={loaderData?.teaserGuides ?? []} />
    </>
  );
}
