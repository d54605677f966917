import { publishedExperiences } from "../../model/experience-list";
import { pageContent } from "../../server/content/page-content";
import { ExperiencesScreen } from "~/features/experiences/experiences-screen";
import { metaForPath, ownerJsonLd } from "~/shell/page-meta";
import type { Route } from "./+types/experiences";

/**
 * Pre-render time only: the published experiences and the remote case studies,
 * embedded as the query layer's first data. An empty list embeds nothing, so
 * the browser asks the API and shows 'Loading experiences...' meanwhile.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { experiences, caseStudies } = await pageContent(context);
  const published = publishedExperiences(experiences.items);
  return {
    experiences: published.length > 0 ? published : undefined,
    caseStudies: caseStudies.success && Object.keys(caseStudies.data).length > 0 ? caseStudies.data : undefined,
  };
}

export const meta = () => [...metaForPath("/experiences"), ownerJsonLd()];

export default function Experiences({ loaderData }: Route.ComponentProps) {
  return <ExperiencesScreen snapshot={{ experiences: loaderData?.experiences, caseStudies: loaderData?.caseStudies }} />;
}
