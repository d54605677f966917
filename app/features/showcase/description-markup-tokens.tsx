import { builtInCaseStudies } from "../../../content/built-in-case-studies";
import { DescriptionMarkup } from "../../blocks/description-markup";
import { DemoLabel } from "./demo-label";

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
    <div className="grid gap-lg lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-sm">
        <DemoLabel>source (the last token names an unknown case study, so it renders nothing)</DemoLabel>
        {/* A scrollable area reachable by keyboard; a name needs a role on <pre>. */}
        <pre
          tabIndex={0}
          role="region"
          aria-label="Description source"
          className="overflow-x-auto rounded-card bg-bg-dark-primary p-md font-mono text-caption whitespace-pre-wrap text-on-dark"
        >
          {source}
        </pre>
      </div>
      <div className="flex min-w-0 flex-col gap-sm">
        <DemoLabel>rendered</DemoLabel>
        <DescriptionMarkup source={source} caseStudies={caseStudies} />
      </div>
    </div>
  );
}
