import { guideSnapshot } from "../../model/inspiration-pages";
import { readContentSnapshot } from "../../server/content/snapshot.server";
import { buildSnapshotOrNull, guideDetailMeta } from "~/features/inspirations/detail-route";
import { GuideDetail } from "~/features/inspirations/guide-detail";
import type { Route } from "./+types/inspirations-guide";

// Build time only: the guide's part of the content, embedded in its pre-rendered page.
export async function loader({ params }: Route.LoaderArgs) {
  const { inspirations } = await readContentSnapshot();
  return guideSnapshot(inspirations, params.guideSlug);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return buildSnapshotOrNull(serverLoader);
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => guideDetailMeta(params.guideSlug, loaderData);

export default function GuideDetailRoute({ params, loaderData }: Route.ComponentProps) {
  return <GuideDetail key={params.guideSlug} slug={params.guideSlug} snapshot={loaderData ?? undefined} />;
}
