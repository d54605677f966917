import { guideSnapshot } from "../../model/inspiration-pages";
import { pageContent } from "../../server/content/page-content";
import { buildSnapshotOrNull, guideDetailMeta } from "~/features/inspirations/detail-route";
import { GuideDetail } from "~/features/inspirations/guide-detail";
import type { Route } from "./+types/inspirations-guide";

// Build time only: the guide's part of the content, embedded in its pre-rendered page.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { inspirations } = await pageContent(context);
  return guideSnapshot(inspirations, params.guideSlug);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return buildSnapshotOrNull(serverLoader);
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => guideDetailMeta(params.guideSlug, loaderData);

export default function GuideDetailRoute({ params, loaderData }: Route.ComponentProps) {
  return <GuideDetail key={params.guideSlug} slug={params.guideSlug} snapshot={loaderData ?? undefined} />;
}
