import { metaForPath } from "../shell/page-meta";
import { siteConfig } from "../site-config";
import { ButtonLink } from "../ui/button";
import { Highlight, PageHero } from "../ui/page-hero";
import { Section } from "../ui/section";

export const meta = () => metaForPath("/solutions");

export default function Solutions() {
  return (
    <>
      <PageHero
        title={
          <>
            Templates that do the <Highlight>heavy lifting.</Highlight>
          </>
        }
        subtitle="Research plans, interview guides and storytelling decks I use every week, ready for your team in Google Docs, Google Slides and Notion."
        actions={
          <ButtonLink href="#store-section" size="lg">
            Browse Solutions
          </ButtonLink>
        }
      />
      <Section
        id="store-section"
        titleId="store-section-title"
        title="The store"
        background="subtle"
        intro={
          <p>
            Every template is sold through my{" "}
            <a className="text-link underline underline-offset-4" href={siteConfig.externalUrls.paymentStore} target="_blank" rel="noopener noreferrer">
              payment store
            </a>
            , where you can pay by credit card or PayPal.
          </p>
        }
      />
    </>
  );
}
