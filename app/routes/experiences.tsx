import { metaForPath, ownerJsonLd } from "../shell/page-meta";
import { siteConfig } from "../site-config";
import { ButtonLink } from "../ui/button";
import { Highlight, PageHero } from "../ui/page-hero";
import { Section } from "../ui/section";

export const meta = () => [...metaForPath("/experiences"), ownerJsonLd()];

export default function Experiences() {
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
            <ButtonLink href="#values-philosophy" size="lg">
              How I Work
            </ButtonLink>
            <ButtonLink href={siteConfig.externalUrls.caseStudiesWorkspace} variant="secondary" size="lg">
              Case Studies
            </ButtonLink>
          </>
        }
      />
      <Section
        id="values-philosophy"
        titleId="values-philosophy-title"
        title="Values & Philosophy"
        background="subtle"
        intro="Fifteen years of research taught me that good work is mostly good habits: listen before you decide, make the messy parts visible, and leave every team a little more capable than you found it."
      />
    </>
  );
}
