import { teaserGuideCards } from "../../model/guide-teaser";
import { readContentSnapshot } from "../../server/content/snapshot.server";
import { GuideTeaser } from "../features/home/guide-teaser";
import { InsightsTeaser } from "../features/home/insights-teaser";
import { TemplatesSection } from "../features/home/templates-section";
import { metaForPath, ownerJsonLd } from "../shell/page-meta";
import { ButtonLink } from "../ui/button";
import { Highlight, PageHero } from "../ui/page-hero";
import type { Route } from "./+types/home";

/** Pre-render time only: the teaser's three guides, small, from the content snapshot (no query layer on home). */
export async function loader() {
  const { inspirations } = await readContentSnapshot();
  return { teaserGuides: teaserGuideCards(inspirations.guides, inspirations.items) };
}

export const meta = () => [...metaForPath("/"), ownerJsonLd()];

export default function Home({ loaderData }: Route.ComponentProps) {
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
