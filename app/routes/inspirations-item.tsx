import smallImages from "virtual:small-images";
import { pageContent, sourceFailed } from "#server/content/page-content.ts";
import { itemDetailMeta } from "~/features/inspirations/detail-route";
import { ItemDetail } from "~/features/inspirations/item-detail";
import { itemData } from "~/features/inspirations/page-data";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import type { Route } from "./+types/inspirations-item";

/**
 * The item, its guide, links and related items from the content the page is rendered from. An
 * unknown slug gets the not-found view; the server sends it with status 404 (server/app.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { inspirations } = await pageContent(context);
  return itemData(inspirations, params.slug, sourceFailed(inspirations), smallImages);
}

// Text, pictures and links: the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = ({ params, loaderData }: Route.MetaArgs) => itemDetailMeta(params.slug, loaderData);

export default function ItemDetailRoute({ params, loaderData }: Route.ComponentProps) {
  return <ItemDetail key={params.slug} slug={params.slug} data={loaderData} />;
}
