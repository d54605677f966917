import smallImages from "virtual:small-images";
import { pageContent, sourceFailed } from "#server/content/page-content.ts";
import { guideDetailMeta } from "~/features/inspirations/detail-route";
import { GuideDetail } from "~/features/inspirations/guide-detail";
import { guideData } from "~/features/inspirations/page-data";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import type { Route } from "./+types/inspirations-guide";

/**
 * The guide, its recommendations and their links from the content the page is rendered from. An
 * unknown slug gets the not-found view; the server sends it with status 404 (server/app.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { inspirations } = await pageContent(context);
  return guideData(inspirations, params.guideSlug, sourceFailed(inspirations), smallImages);
}

// Sections and cards on <details>, links, and a referral code's Copy as an island: no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = ({ params, loaderData }: Route.MetaArgs) => guideDetailMeta(params.guideSlug, loaderData);

export default function GuideDetailRoute({ params, loaderData }: Route.ComponentProps) {
  return <GuideDetail key={params.guideSlug} slug={params.guideSlug} data={loaderData} />;
}
