import { itemPage, itemSnapshot } from "../../model/inspiration-pages";
import { itemTitle } from "../../model/inspiration-titles";
import { inspirationNotFoundPaths } from "../../model/inspiration-paths";
import { readContentSnapshot } from "../../server/content/snapshot.server";
import { buildSnapshotOrNull, detailMeta } from "../features/inspirations/detail-route";
import { ItemDetail } from "../features/inspirations/item-detail";
import type { Route } from "./+types/inspirations-item";

// Build time only: the item, its guide, links and related items, embedded in its pre-rendered page.
export async function loader({ params }: Route.LoaderArgs) {
  const { inspirations } = await readContentSnapshot();
  return itemSnapshot(inspirations, params.slug);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return buildSnapshotOrNull(serverLoader);
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const page = loaderData ? itemPage(loaderData, params.slug) : undefined;
  return detailMeta(
    // The pre-rendered not-found page is sent for every unknown slug: its tags name no slug, so they hydrate unchanged.
    loaderData && !page ? inspirationNotFoundPaths.item : `/inspirations/item/${encodeURIComponent(params.slug)}`,
    page && {
      title: itemTitle(page.item),
      description: page.item.description ?? "A recommendation from the Inspirations guides.",
    },
    {
      title: "Recommendation not found — Inspirations",
      description: "This recommendation does not exist (yet). Browse the guides instead.",
    },
  );
};

export default function ItemDetailRoute({ params, loaderData }: Route.ComponentProps) {
  return <ItemDetail key={params.slug} slug={params.slug} snapshot={loaderData ?? undefined} />;
}
