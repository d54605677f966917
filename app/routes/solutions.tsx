import { storeChipGroups, storeFilterFromQuery } from "#model/content/store-filter.ts";
import { sortStoreItems } from "#model/content/store-order.ts";
import { pageContent } from "#server/content/page-content.ts";
import { SolutionsScreen } from "~/features/solutions/solutions-screen";
import { NO_APP_SCRIPTS } from "~/shell/page-scripts";
import { metaForPath } from "~/shell/page-meta";
import type { Route } from "./+types/solutions";

/**
 * The store's items, sorted by Order (SPEC §4), from the content the server renders the page
 * from, and the chips the address asks for (`?type=…&topic=…`, what the filter form sends),
 * known chips only. The pre-render has no query, so it draws the whole store; the island applies
 * a query when it starts. A failed or empty store gives no items and no message (SPEC §8).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { solutions } = await pageContent(context);
  const items = sortStoreItems(solutions.items);
  return { items, filter: storeFilterFromQuery(new URL(request.url).searchParams, storeChipGroups(items)) };
}

// Text, pictures, links, native details and popovers: the store filter is an island
// (app/islands/store-filter.ts), so the page runs no app JavaScript.
export const handle = NO_APP_SCRIPTS;

export const meta = () => metaForPath("/solutions");

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <SolutionsScreen items={loaderData.items} filter={loaderData.filter} />;
}
