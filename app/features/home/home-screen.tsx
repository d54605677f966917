import type { TeaserGuide } from "#model/content/guide-teaser.ts";
import { GuideTeaser } from "./guide-teaser";
import { InsightsTeaser } from "./insights-teaser";
import { TemplatesSection } from "./templates-section";
import { Button } from "~/ui/button";
import { SafeLink } from "~/ui/safe-link";
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
            <Button asChild size="lg">
              <SafeLink href="/experiences">Read My Story</SafeLink>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <SafeLink href="/solutions">Explore Solutions</SafeLink>
            </Button>
          </>
        }
      />
      <TemplatesSection />
      <InsightsTeaser />
      <GuideTeaser guides={loaderData?.teaserGuides ?? []} />
    </>
  );
}
