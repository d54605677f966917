import { builtInCaseStudies } from "#content/built-in-case-studies.ts";
import { experienceHistory } from "#content/experience-history.ts";
import { experienceToCard } from "#model/ui/experience-card.ts";
import { experiencesOrFallback } from "#model/content/experience-list.ts";
import { mergeCaseStudies } from "#model/content/case-study-merge.ts";
import { pageContent, sourceFailed } from "#server/content/page-content.ts";
import { ExperiencesScreen } from "~/features/experiences/experiences-screen";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import { metaForPath, ownerJsonLd } from "~/shell/page-meta";
import type { Route } from "./+types/experiences";

/**
 * Everything the page shows, from the content the server renders it from (the live source on Node
 * and in the Worker, the build's at pre-render): the published experiences by priority, or the
 * static six-role history when there are none (SPEC §3, §4); `failed` when the experiences call
 * failed, so the page says so above that history (SPEC §8; the source has logged the error); and
 * the case studies, the remote ones over the built-in set by slug (SPEC §4).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { experiences, caseStudies } = await pageContent(context);
  const { items } = experiencesOrFallback(experiences.items, experienceHistory);
  return {
    cards: items.map(experienceToCard),
    failed: sourceFailed(experiences),
    caseStudies: mergeCaseStudies(builtInCaseStudies, caseStudies.success ? caseStudies.data : undefined),
  };
}

// Cards on <details> (the browser opens the one a '#job-…' link names), links and a popover menu:
// the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => [...metaForPath("/experiences"), ownerJsonLd()];

export default function Experiences({ loaderData }: Route.ComponentProps) {
  return <ExperiencesScreen {...loaderData} />;
}
