import { builtInCaseStudies } from "#content/built-in-case-studies.ts";
import { DescriptionMarkup } from "~/blocks/description-markup";
import { SourceBesideRendered } from "./source-beside-rendered";

const caseStudies = Object.fromEntries(builtInCaseStudies.map((caseStudy) => [caseStudy.slug, caseStudy]));

const source = `Set up the first research team at a fintech scale-up: **hiring**, _rituals_ and a shared repository.

<<image:/assets/experiences/classroom-visit.svg|Sketch of a field visit to a classroom>>

What came out of it:

<<case:cs-hiring-researchers>>
<<link:https://medium.com/@sekar-wulandari-example/research-repository>>
<<case:cs-this-slug-does-not-exist>>`;

/** An experience description with every token kind, beside what it renders. */
export function DescriptionMarkupTokens() {
  return (
    <SourceBesideRendered
      source={source}
      sourceName="Description source"
      sourceLabel="source (the last token names an unknown case study, so it renders nothing)"
    >
      <DescriptionMarkup source={source} caseStudies={caseStudies} />
    </SourceBesideRendered>
  );
}
