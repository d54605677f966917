import { guidePage, guideSnapshot } from "../../model/inspiration-pages";
import { guideTitle } from "../../model/inspiration-titles";
import { inspirationNotFoundPaths } from "../../model/inspiration-paths";
import { readContentSnapshot } from "../../server/content/snapshot.server";
import { buildSnapshotOrNull, detailMeta } from "../features/inspirations/detail-route";
import { GuideDetail } from "../features/inspirations/guide-detail";
import type { Route } from "./+types/inspirations-guide";

// Build time only: the guide's part of the content, embedded in its pre-rendered page.
export async function loader({ params }: Route.LoaderArgs) {
  const { inspirations } = await readContentSnapshot();
  return guideSnapshot(inspirations, params.guideSlug);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return buildSnapshotOrNull(serverLoader);
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const page = loaderData ? guidePage(loaderData, params.guideSlug) : undefined;
  return detailMeta(
    // The pre-rendered not-found page is sent for every unknown slug: its tags name no slug, so they hydrate unchanged.
    loaderData && !page
      ? inspirationNotFoundPaths.guide
      : `/inspirations/guide/${encodeURIComponent(params.guideSlug)}`,
    page && { title: guideTitle(page.guide), description: page.guide.seo_description ?? page.guide.intro ?? "" },
    {
      title: "Guide not found — Inspirations",
      description: "This guide does not exist (yet). Browse the other guides instead.",
    },
  );
};

export default function GuideDetailRoute({ params, loaderData }: Route.ComponentProps) {
  return <GuideDetail key={params.guideSlug} slug={params.guideSlug} snapshot={loaderData ?? undefined} />;
}
