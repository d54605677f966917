import { metaForPath } from "../shell/page-meta";
import { ButtonLink } from "../ui/button";
import { Highlight, PageHero } from "../ui/page-hero";
import { Section } from "../ui/section";

export const meta = () => metaForPath("/inspirations");

export default function Inspirations() {
  return (
    <>
      <PageHero
        title={
          <>
            Stuff I <Highlight>actually</Highlight> use.
          </>
        }
        subtitle="Curated guides to the tools, books and services that earned a place in my days, with honest notes on why."
        actions={
          <ButtonLink href="#browse-guides" size="lg">
            See our picks
          </ButtonLink>
        }
      />
      <Section
        id="browse-guides"
        titleId="browse-guides-title"
        title="Browse by Guide"
        background="subtle"
        intro="Each guide collects the picks for one part of life or work."
      />
    </>
  );
}
