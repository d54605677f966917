import { builtInCaseStudies } from "#content/built-in-case-studies.ts";
import { CaseStudyCard } from "~/blocks/case-study-card";

/** The built-in case studies as cards; each opens its write-up in a new tab. */
export function CaseStudyCardGrid() {
  return (
    <ul className="grid gap-md sm:grid-cols-2 lg:grid-cols-3">
      {builtInCaseStudies.map((caseStudy) => (
        <li key={caseStudy.slug}>
          <CaseStudyCard caseStudy={caseStudy} />
        </li>
      ))}
    </ul>
  );
}
