import { metaForPath } from "../shell/page-meta";
import { ButtonLink } from "../ui/button";
import { Highlight, PageHero } from "../ui/page-hero";
import { Section } from "../ui/section";

export const meta = () => metaForPath("/insights");

export default function Insights() {
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
          <ButtonLink href="#insights-grid" size="lg">
            Explore Talks
          </ButtonLink>
        }
      />
      <Section
        id="insights-grid"
        titleId="insights-grid-title"
        title="Talks and recordings"
        background="subtle"
        intro="Every recording is free to watch. Pick a language or a topic and press play."
      />
    </>
  );
}
