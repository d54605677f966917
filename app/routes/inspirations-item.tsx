import { itemSnapshot } from "../../model/inspiration-pages";
import { pageContent } from "../../server/content/page-content";
import { buildSnapshotOrNull, itemDetailMeta } from "~/features/inspirations/detail-route";
import { ItemDetail } from "~/features/inspirations/item-detail";
import type { Route } from "./+types/inspirations-item";

// Build time only: the item, its guide, links and related items, embedded in its pre-rendered page.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { inspirations } = await pageContent(context);
  return itemSnapshot(inspirations, params.slug);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return buildSnapshotOrNull(serverLoader);
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => itemDetailMeta(params.slug, loaderData);

export default function ItemDetailRoute({ params, loaderData }: Route.ComponentProps) {
  return <ItemDetail key={params.slug} slug={params.slug} snapshot={loaderData ?? undefined} />;
}
