import { metaForPath, ownerJsonLd } from "../shell/page-meta";
import { ButtonLink } from "../ui/button";
import { Highlight, PageHero } from "../ui/page-hero";

export const meta = () => [...metaForPath("/"), ownerJsonLd()];

export default function Home() {
  return (
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
  );
}
