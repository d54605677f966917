import { itemPage, itemSnapshot } from "../../model/inspiration-pages";
import { itemTitle } from "../../model/inspiration-titles";
import { pageMeta } from "../../model/page-meta";
import { readContentSnapshot } from "../../server/content/snapshot.server";
import { ItemDetail } from "../features/inspirations/item-detail";
import { SHARE_IMAGE_PATH } from "../shell/page-meta";
import { siteConfig } from "../site-config";
import type { Route } from "./+types/inspirations-item";

// Build time only: the item, its guide, links and related items, embedded in its pre-rendered page.
export async function loader({ params }: Route.LoaderArgs) {
  const { inspirations } = await readContentSnapshot();
  return itemSnapshot(inspirations, params.slug);
}

/** An item added after the build opens from the SPA fallback with the live content (see inspirations-guide.tsx). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return null;
  }
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const page = loaderData ? itemPage(loaderData, params.slug) : undefined;
  return pageMeta(
    {
      path: `/inspirations/item/${encodeURIComponent(params.slug)}`,
      title: page ? itemTitle(page.item) : "Recommendation not found — Inspirations",
      description: page
        ? (page.item.description ?? `A recommendation from the Inspirations guides.`)
        : "This recommendation does not exist (yet). Browse the guides instead.",
      robots: "noindex",
    },
    { siteUrl: siteConfig.siteUrl, ownerName: siteConfig.owner.name, imagePath: SHARE_IMAGE_PATH },
  );
};

export default function ItemDetailRoute({ params, loaderData }: Route.ComponentProps) {
  return <ItemDetail key={params.slug} slug={params.slug} snapshot={loaderData ?? undefined} />;
}
