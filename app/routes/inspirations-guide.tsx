import { guidePage, guideSnapshot } from "../../model/inspiration-pages";
import { guideTitle } from "../../model/inspiration-titles";
import { pageMeta } from "../../model/page-meta";
import { readContentSnapshot } from "../../server/content/snapshot.server";
import { GuideDetail } from "../features/inspirations/guide-detail";
import { SHARE_IMAGE_PATH } from "../shell/page-meta";
import { siteConfig } from "../site-config";
import type { Route } from "./+types/inspirations-guide";

// Build time only: the guide's part of the content, embedded in its pre-rendered page.
export async function loader({ params }: Route.LoaderArgs) {
  const { inspirations } = await readContentSnapshot();
  return guideSnapshot(inspirations, params.guideSlug);
}

/**
 * A guide added after the build has no pre-rendered page: the server sends the
 * SPA fallback, there is no build-time data to ask for, and the page loads the
 * live content in the browser instead (null: no snapshot).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return null;
  }
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const page = loaderData ? guidePage(loaderData, params.guideSlug) : undefined;
  return pageMeta(
    {
      path: `/inspirations/guide/${encodeURIComponent(params.guideSlug)}`,
      title: page ? guideTitle(page.guide) : "Guide not found — Inspirations",
      description: page
        ? (page.guide.seo_description ?? page.guide.intro ?? "")
        : "This guide does not exist (yet). Browse the other guides instead.",
      robots: "noindex",
    },
    { siteUrl: siteConfig.siteUrl, ownerName: siteConfig.owner.name, imagePath: SHARE_IMAGE_PATH },
  );
};

export default function GuideDetailRoute({ params, loaderData }: Route.ComponentProps) {
  return <GuideDetail key={params.guideSlug} slug={params.guideSlug} snapshot={loaderData ?? undefined} />;
}
